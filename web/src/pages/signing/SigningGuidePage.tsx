import { useDocument, useTenant } from '@bequest/sdk/react';
import {
  DOCUMENT_SLUGS,
  documentKindOf,
  FIND_AN_ATTORNEY,
  instructionsDisclaimer,
  isUsStateCode,
  SIGNED_DOCUMENT_NAMES,
  signedDocumentKindOf,
  signingGuide,
  US_STATES,
  usDate,
  type DocumentSlug,
  type SigningSummary,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { useSigning } from '../../documents/use-signing';
import { useCurrentUser } from '../../session/use-current-user';
import { BackToAccount } from '../account/BackToAccount';
import { MarkSignedForm } from './MarkSignedForm';

/** Where the document stands: signed on a day, changed since, or not signed yet. */
const SigningStatusNote = ({
  signing,
  noun,
  onClear,
}: {
  readonly signing: SigningSummary;
  readonly noun: string;
  readonly onClear: () => void;
}) => {
  if (signing.status === 'NOT_SIGNED' || !signing.signedOn) return null;
  const day = usDate(signing.signedOn);
  return signing.status === 'SIGNED' ? (
    <p className="notice" role="status">
      You signed your {noun} on {day}; it is in effect from that day.{' '}
      <button type="button" className="link-button" onClick={onClear}>
        Forget this signing
      </button>
    </p>
  ) : (
    <p className="notice" role="alert">
      You changed your {noun} after you signed it on {day}. The signed copy does not have your
      changes: print your {noun} again and sign the new copy the same way, then mark it signed.
    </p>
  );
};

/**
 * The signing guide of a finished document (issue 19): how this person signs it in their state,
 * the one-page PDF to take along, and "Mark as signed".
 */
export const SigningGuidePage = () => {
  const param = useParams().kind as DocumentSlug;
  const kind = DOCUMENT_SLUGS.includes(param) ? param : 'will';
  const signed = signedDocumentKindOf(documentKindOf(kind));
  const noun = SIGNED_DOCUMENT_NAMES[signed];
  usePageTitle(`How to sign your ${noun}`);
  const profile = useCurrentUser().data?.activeProfile;
  const document = useDocument(kind);
  const signing = useSigning(kind);
  const tenant = useTenant().data;
  const [notice, setNotice] = useState<string | null>(null);
  if (!profile || !tenant || document.isPending) return null;
  const state = profile.administrativeArea;
  if (!document.data)
    return (
      <div className="page narrow">
        <BackToAccount />
        <h1>You have not made this document yet</h1>
        <p>
          <Link to={`/${kind}`}>Start it now</Link>
        </p>
      </div>
    );
  if (!isUsStateCode(state))
    return (
      <div className="page narrow">
        <BackToAccount />
        <h1>Which state do you live in?</h1>
        <p>
          How to sign depends on your state.{' '}
          <Link to="/account/settings">Add it to your profile</Link>, then come back.
        </p>
      </div>
    );
  const guide = signingGuide(signed, state, {
    isJoint: Boolean(document.data.data.isJoint),
    disclaimer: instructionsDisclaimer(tenant.configuration),
  });
  return (
    <div className="page narrow">
      <BackToAccount />
      <h1>{guide.title}</h1>
      <SigningStatusNote
        signing={document.data.summary.signing}
        noun={noun}
        onClear={async () => {
          const cleared = await signing.clear();
          setNotice(cleared.ok ? `Your ${noun} is marked as not signed yet.` : cleared.message);
        }}
      />
      {guide.sections.map((section, index) => {
        const List = index === 0 ? 'ol' : 'ul';
        return (
          <section key={section.heading} aria-labelledby={`guide-${index}`}>
            <h2 id={`guide-${index}`}>{section.heading}</h2>
            <List>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          </section>
        );
      })}
      {tenant.configuration.findAnAttorneyResources && (
        <section aria-labelledby="find-an-attorney">
          <h2 id="find-an-attorney">{FIND_AN_ATTORNEY.heading}</h2>
          <p>
            {FIND_AN_ATTORNEY.text(US_STATES[state])}{' '}
            <a href={FIND_AN_ATTORNEY.url} target="_blank" rel="noreferrer">
              {FIND_AN_ATTORNEY.linkText}
            </a>
          </p>
        </section>
      )}
      <p>
        <button
          type="button"
          className="button"
          onClick={async () => setNotice(await signing.downloadGuide())}
        >
          Download this guide as a one-page PDF
        </button>
      </p>
      <p role="status" className="notice">
        {notice}
      </p>
      <MarkSignedForm
        kind={signed}
        state={state}
        noun={noun}
        onSubmit={async (body) => {
          const outcome = await signing.markSigned(body);
          if (outcome.ok) setNotice(`Your ${noun} is marked as signed.`);
          return outcome;
        }}
      />
    </div>
  );
};

export default SigningGuidePage;

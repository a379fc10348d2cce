import { useTenant } from '@bequest/sdk/react';
import { DOCUMENT_REGISTRY, type DocumentKind, type DocumentView } from '@bequest/sdk/app';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { useExperiment, useExposedWhen } from '../experiments/use-experiment';
import { useCurrentUser } from '../session/use-current-user';
import { useDocumentActions } from './use-document-actions';
import { VerifyEmailModal } from './VerifyEmailModal';

/**
 * A finished document's next steps (documents.md 2.1, 2.4, 2.5, 2.8): download, print preview
 * and e-mail where the tenant allows them, how to sign it in the person's state, and the signed
 * toggle. An unfinished document points back to its wizard. In the redesign arm of
 * FW_DOWNLOAD_PAGE_REDESIGN (ADR 0023) the same parts are three numbered steps: get it, sign it,
 * mark it signed.
 */
export const NextSteps = ({
  product,
  noun,
  view,
  signingTitle,
  signingSteps,
  continuePath,
  reviewPath,
  children,
}: {
  readonly product: DocumentKind;
  /** "will", "trust", "directive", "power of attorney". */
  readonly noun: string;
  readonly view: DocumentView;
  readonly signingTitle: string | null;
  readonly signingSteps: readonly string[];
  readonly continuePath: string;
  readonly reviewPath: string;
  /** What else the document offers once finished. */
  readonly children?: ReactNode;
}) => {
  usePageTitle(`Your ${noun} is ready`);
  const settings = useTenant().data?.configuration;
  const actions = useDocumentActions(product, view.summary.randId);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const user = useCurrentUser().data;
  const confirmed = user?.isLoggedIn === true;
  const layout = useExperiment('FW_DOWNLOAD_PAGE_REDESIGN');
  const redesigned = layout.view?.arm === 'redesign';
  useExposedWhen(
    'FW_DOWNLOAD_PAGE_REDESIGN',
    layout.view,
    layout.settled && view.summary.isComplete,
  );
  // The address confirmed from the e-mailed link while the offer stood: send what was asked for.
  useEffect(() => {
    if (!verifying || !confirmed) return;
    setVerifying(false);
    void actions.email().then((sent) => setNotice(`Your address is confirmed. ${sent}`));
  }, [verifying, confirmed, actions]);
  if (!view.summary.isComplete)
    return (
      <div className="step">
        <h1>Your {noun} is not finished yet</h1>
        <p>
          <Link to={continuePath}>Continue where you left off</Link>
        </p>
      </div>
    );
  // The layout is the arm's: the page waits for the arms rather than show the control first.
  if (!layout.settled) return null;

  const getIt = (
    <>
      <div className="step-actions">
        {settings?.documentDownload && (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={async () => setNotice(await actions.download())}
            >
              Download your {noun}
            </button>
            <button
              type="button"
              className="button"
              onClick={async () => setNotice(await actions.print())}
            >
              Print preview
            </button>
          </>
        )}
        {settings?.documentEmails && (
          <button
            type="button"
            className="button"
            onClick={async () =>
              user && !user.isLoggedIn ? setVerifying(true) : setNotice(await actions.email())
            }
          >
            E-mail it to me
          </button>
        )}
      </div>
      <p role="status" className="notice">
        {notice}
      </p>
    </>
  );
  const signingGuide = (
    <p>
      <Link to={`/signing-guide/${DOCUMENT_REGISTRY[product].slug}`}>
        Your full signing guide: print it, and mark your {noun} as signed
      </Link>
    </p>
  );
  const signing = signingTitle && (
    <>
      <h2>{signingTitle}</h2>
      <ol>
        {signingSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {signingGuide}
    </>
  );
  const signed = (
    <div className="field field--checkbox">
      <input
        id="finalized"
        type="checkbox"
        checked={Boolean(view.summary.finalizedAt)}
        onChange={() => void actions.toggleFinalized()}
      />
      <label htmlFor="finalized">I have signed my {noun}</label>
    </div>
  );
  const verifyModal = user && (
    <VerifyEmailModal
      email={user.email}
      hasPassword={user.isRegistered}
      open={verifying}
      onClose={() => setVerifying(false)}
    />
  );
  const links = (
    <p>
      <Link to={reviewPath}>Change an answer</Link> · <Link to="/account">Go to my account</Link>
    </p>
  );

  if (redesigned)
    return (
      <div className="step">
        <h1>Your {noun} is ready</h1>
        <p>Three steps make it count.</p>
        <ol className="next-steps">
          <li>
            <h2>Get your {noun}</h2>
            {getIt}
          </li>
          <li>
            {signing || (
              <>
                <h2>Sign your {noun}</h2>
                {signingGuide}
              </>
            )}
          </li>
          <li>
            <h2>Tell us once it is signed</h2>
            {signed}
          </li>
        </ol>
        {children}
        {verifyModal}
        {links}
      </div>
    );

  return (
    <div className="step">
      <h1>Your {noun} is ready</h1>
      {getIt}
      {signing}
      {children}
      {verifyModal}
      {signed}
      {links}
    </div>
  );
};

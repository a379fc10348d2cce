import { usDate, type FiduciaryShareViewBody } from '@bequest/sdk/app';
import {
  useDocument,
  useFiduciaryShares,
  useRevokeFiduciaryShare,
  useShareWithFiduciary,
} from '@bequest/sdk/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { BackToAccount } from '../account/BackToAccount';

const TITLES = { will: 'Will', rlt: 'Living trust' } as const;
const KIND_SLUGS = { WILL: 'will', RLT: 'rlt' } as const;
const STATUS_LABELS = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;

interface SavedNominee {
  readonly randId: string;
  readonly fullName: { readonly first?: string; readonly last?: string };
  readonly email?: string | null;
  readonly role?: string | null;
}

const nameOf = (nominee: SavedNominee) =>
  [nominee.fullName.first, nominee.fullName.last].filter(Boolean).join(' ');
const dayOf = (iso: string) => usDate(iso.slice(0, 10));
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The share form of one finished will or trust: a nominee with an address and the last day. */
const ShareForm = ({ kind }: { readonly kind: 'will' | 'rlt' }) => {
  const document = useDocument(kind);
  const share = useShareWithFiduciary();
  const view = document.data;
  const nominees = ((view?.data.nominees as SavedNominee[] | undefined) ?? []).filter(
    (nominee) => nominee.email,
  );
  const [nomineeId, setNomineeId] = useState('');
  const [expiresOn, setExpiresOn] = useState(inDays(90));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!view?.summary.isComplete) return null;
  const id = `share-${kind}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const chosen = nomineeId || nominees[0]?.randId || '';
    setSaving(true);
    const failure = await share(kind, { nomineeId: chosen, expiresOn });
    setSaving(false);
    setErrors(failure?.fields ?? {});
    setMessage(failure ? failure.message : 'Shared. We e-mailed them the link.');
  };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{TITLES[kind]}</h2>
      {nominees.length === 0 ? (
        <p>
          Add the e-mail address of the people your {kind === 'will' ? 'will' : 'trust'} names
          first, on <Link to={`/${kind}/nominee-sharing`}>Tell your nominees</Link>.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-nominee`}>Share with</label>
            <select
              id={`${id}-nominee`}
              value={nomineeId || nominees[0]!.randId}
              onChange={(event) => setNomineeId(event.target.value)}
            >
              {nominees.map((nominee) => (
                <option key={nominee.randId} value={nominee.randId}>
                  {nameOf(nominee)}
                  {nominee.role ? ` (${nominee.role})` : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-expires`}>Access ends on</label>
            <input
              id={`${id}-expires`}
              type="date"
              min={inDays(1)}
              max={inDays(365)}
              value={expiresOn}
              aria-invalid={errors.expiresOn ? true : undefined}
              aria-describedby={errors.expiresOn ? `${id}-expires-error` : undefined}
              onChange={(event) => setExpiresOn(event.target.value)}
            />
            {errors.expiresOn && (
              <p id={`${id}-expires-error`} className="field-error">
                {errors.expiresOn}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={saving}>
            Share read-only
          </button>
          {message && <p role="status">{message}</p>}
        </form>
      )}
    </section>
  );
};

const ShareRow = ({ share }: { readonly share: FiduciaryShareViewBody }) => {
  const revoke = useRevokeFiduciaryShare();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <li>
      <p>
        <strong>{share.nomineeName}</strong>
        {share.role ? ` (${share.role})` : ''}, {share.email}: your{' '}
        {TITLES[KIND_SLUGS[share.kind]].toLowerCase()}, {STATUS_LABELS[share.status].toLowerCase()}
        {share.status === 'revoked' && share.revokedAt
          ? ` on ${dayOf(share.revokedAt)}`
          : `, until ${dayOf(share.expiresAt)}`}
      </p>
      <p>
        {share.openings.length === 0
          ? 'Not opened yet.'
          : `Opened ${share.openings.length === 1 ? 'once' : `${share.openings.length} times`}: ${share.openings
              .map((at) => new Date(at).toLocaleString('en-US'))
              .join('; ')}`}
      </p>
      {share.status === 'active' && (
        <button
          type="button"
          className="button secondary"
          onClick={() => void revoke(share.id).then(setFailure)}
        >
          Revoke access for {share.nomineeName}
        </button>
      )}
      {failure && <p role="alert">{failure}</p>}
    </li>
  );
};

/**
 * Read-only sharing with fiduciaries (issue 29): share a finished will or trust with a person it
 * names until a day, see every share with each time it was opened, and revoke one at any time.
 */
export const FiduciarySharesPage = () => {
  usePageTitle('Share your documents', 'Give the people your documents name read-only access.');
  const shares = useFiduciaryShares();
  return (
    <div className="page">
      <BackToAccount />
      <h1>Share your documents</h1>
      <p>
        Give a person your finished will or trust names read-only access to it, until a day you
        choose (at most a year). They open it from an e-mailed link with a one-time code sent to
        their address. You can revoke access at any time, and you see each time they opened it.
      </p>
      <ShareForm kind="will" />
      <ShareForm kind="rlt" />
      <section aria-labelledby="shares-heading">
        <h2 id="shares-heading">Your shares</h2>
        {shares.data && shares.data.length === 0 && <p>You have not shared a document yet.</p>}
        <ul>
          {shares.data?.map((share) => (
            <ShareRow key={share.id} share={share} />
          ))}
        </ul>
      </section>
    </div>
  );
};

export default FiduciarySharesPage;

import type { ConsentLedgerEntryBody } from '@bequest/sdk/contract';
import { useConsentLedger } from '@bequest/sdk/react';
import { useId } from 'react';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

const CONSENT_WORDS = {
  plan_opt_in: 'you said "Sure, let them know" in your Beneficiary Plan',
  organization_listed: 'you allowed this nonprofit to receive your contact details',
} as const;

/** Exactly what one delivery carried, field by field, as the nonprofit received it. */
const WhatWasSent = ({ entry }: { readonly entry: ConsentLedgerEntryBody }) => {
  const { body } = entry;
  if (body.type === 'consent.withdrawn')
    return (
      <p>
        {entry.sent
          ? `You withdrew your consent. ${entry.nonprofitName} was told to stop using your details (your donor reference ${body.data.donor.reference} only).`
          : `You withdrew your consent. ${entry.nonprofitName} had received nothing, so nothing was sent.`}
      </p>
    );
  const { donor } = body.data;
  return (
    <dl className="ledger-fields">
      <dt>Your name</dt>
      <dd>
        {donor.firstName} {donor.lastName}
      </dd>
      <dt>E-mail</dt>
      <dd>{donor.email ?? 'Not sent'}</dd>
      <dt>Phone</dt>
      <dd>{donor.phone ?? 'Not sent'}</dd>
      <dt>What you chose</dt>
      <dd>{entry.summary.slice(entry.summary.indexOf(': ') + 2)}</dd>
      <dt>Why it was sent</dt>
      <dd>{body.data.consent.map((basis) => CONSENT_WORDS[basis]).join('; and ')}</dd>
    </dl>
  );
};

/**
 * The consent ledger (issue 26): every nonprofit that received the person's information, exactly
 * what was sent and when, and each withdrawal, from the delivery records themselves.
 */
export const ConsentLedger = ({
  profileId,
  onStop,
  listed,
}: {
  readonly profileId: string;
  /** Stops a nonprofit that still receives the person's information. */
  readonly onStop: (organizationId: string, name: string) => Promise<void>;
  /** The nonprofits already offered a stop button above. */
  readonly listed: readonly string[];
}) => {
  const headingId = useId();
  const ledger = useConsentLedger(profileId);
  const entries = ledger.data ?? [];
  const latest = new Map<string, ConsentLedgerEntryBody>();
  for (const entry of entries)
    if (!latest.has(entry.organizationId)) latest.set(entry.organizationId, entry);
  const stillReceiving = [...latest.values()].filter(
    (entry) => entry.type === 'gift.shared' && !listed.includes(entry.organizationId),
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>What nonprofits received</h2>
      {ledger.isError ? (
        <p>We could not load what nonprofits received. Please try again later.</p>
      ) : !ledger.data ? null : entries.length === 0 ? (
        <p>No nonprofit has received your information.</p>
      ) : (
        <ol className="consent-ledger">
          {entries.map((entry) => (
            <li key={entry.id}>
              <h3>
                {entry.nonprofitName}:{' '}
                {entry.type === 'gift.shared' ? 'received your information' : 'consent withdrawn'}
              </h3>
              <p>
                <time dateTime={entry.sentAt}>{WHEN.format(new Date(entry.sentAt))}</time>
              </p>
              <WhatWasSent entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {stillReceiving.length > 0 && (
        <ul className="shared-with">
          {stillReceiving.map((entry) => (
            <li key={entry.organizationId}>
              <button
                type="button"
                className="button"
                onClick={() => void onStop(entry.organizationId, entry.nonprofitName)}
              >
                Stop sharing with {entry.nonprofitName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

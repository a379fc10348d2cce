import { ATTORNEY_DRAFTED_TIMELINE, formatRange } from '@bequest/sdk/app';
import { AccountStep } from './AccountStep';

const NOTES: Partial<Record<(typeof ATTORNEY_DRAFTED_TIMELINE)[number]['step'], string>> = {
  'Attorney Drafting': 'Payment to the law firm must be complete before the introductory meeting.',
};

/**
 * Steps 2 to 4 of the attorney-drafted variant (platform-core.md 1, 2.11): an attorney in the
 * network is matched, drafts the documents and finalizes them with the client.
 */
export const AttorneyDraftedSteps = () => (
  <>
    {ATTORNEY_DRAFTED_TIMELINE.map(({ step, weeks }, index) => (
      <AccountStep key={step} number={index + 2} title={step} complete={false}>
        <p className="step-status">{formatRange(weeks, 'weeks')}</p>
        {NOTES[step] && <p>{NOTES[step]}</p>}
      </AccountStep>
    ))}
  </>
);

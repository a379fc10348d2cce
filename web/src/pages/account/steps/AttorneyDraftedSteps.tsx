import { ATTORNEY_DRAFTED_TIMELINE, formatRange } from '@bequest/sdk/app';
import { useAttorneyDraftedPlans } from '@bequest/sdk/react';
import { AccountStep } from './AccountStep';
import { statusLine } from './RequestStatuses';

const NOTES: Partial<Record<(typeof ATTORNEY_DRAFTED_TIMELINE)[number]['step'], string>> = {
  'Attorney Drafting': 'Payment to the law firm must be complete before the introductory meeting.',
};

/**
 * Steps 2 to 4 of the attorney-drafted variant (platform-core.md 1, 2.11): an attorney in the
 * network is matched, drafts the documents and finalizes them with the client. Each step is
 * complete as support moves the person's plan on (issue 24); the step it waits in says where the
 * plan is, and once matched, who the attorney is.
 */
export const AttorneyDraftedSteps = () => {
  const plan = useAttorneyDraftedPlans().data?.[0];
  const done = plan?.stepsDone ?? 0;
  return (
    <>
      {ATTORNEY_DRAFTED_TIMELINE.map(({ step, weeks }, index) => (
        <AccountStep key={step} number={index + 2} title={step} complete={index < done}>
          <p className="step-status">{formatRange(weeks, 'weeks')}</p>
          {plan && index === Math.min(done, ATTORNEY_DRAFTED_TIMELINE.length - 1) && (
            <p className="step-status">{statusLine('plan', plan.statusLabel)}</p>
          )}
          {plan?.attorney && index === 0 && <p>Your attorney: {plan.attorney}</p>}
          {NOTES[step] && <p>{NOTES[step]}</p>}
        </AccountStep>
      ))}
    </>
  );
};

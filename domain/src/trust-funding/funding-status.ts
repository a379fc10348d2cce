import { z } from 'zod';
import { ISO_DAY } from '../execution/signing-record-schema';

export const FUNDING_STATUSES = ['not_started', 'in_progress', 'done'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const FUNDING_STATUS_LABELS: Readonly<Record<FundingStatus, string>> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
};

/** A step's key as the funding plan writes it: `asset:<id>` or `kind:<kind>`. */
export const FundingStepKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^(asset|kind):[\w#-]+$/, 'Unknown funding step');

/**
 * A step's tracked status (issue 29): not started, in progress, or done on a day. A done step
 * carries its day; the others carry none.
 */
export const FundingStepStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not_started'), doneOn: z.null().default(null) }),
  z.object({ status: z.literal('in_progress'), doneOn: z.null().default(null) }),
  z.object({
    status: z.literal('done'),
    doneOn: z.string().regex(ISO_DAY, 'Enter the day as YYYY-MM-DD'),
  }),
]);
export type FundingStepStatus = z.output<typeof FundingStepStatusSchema>;

export const FUNDING_NOT_STARTED: FundingStepStatus = { status: 'not_started', doneOn: null };

/** How far the funding is: done steps of all the plan's steps; statuses of steps no longer in the plan are ignored. */
export const fundingProgress = (
  stepKeys: readonly string[],
  statuses: Readonly<Record<string, FundingStepStatus | undefined>>,
): { readonly done: number; readonly total: number } => ({
  done: stepKeys.filter((key) => statuses[key]?.status === 'done').length,
  total: stepKeys.length,
});

/** The account page's line: "2 of 5 funding steps done". */
export const fundingProgressLine = (progress: { readonly done: number; readonly total: number }) =>
  `${progress.done} of ${progress.total} funding ${progress.total === 1 ? 'step' : 'steps'} done`;

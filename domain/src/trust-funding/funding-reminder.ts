/** The first reminder comes this many days after the trust is finished (issue 29). */
export const FUNDING_REMINDER_FIRST_AFTER_DAYS = 7;
/** Then one every this many days, until every step is done or the person stops them. */
export const FUNDING_REMINDER_EVERY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FundingReminderState {
  /** When the trust was finished, as its record has it. */
  readonly finalizedAt: string | null;
  readonly lastRemindedAt: Date | null;
  /** The person asked for no more reminders. */
  readonly stopped: boolean;
  readonly progress: { readonly done: number; readonly total: number };
}

/**
 * Whether a funding reminder is due at `now` (issue 29): the trust is finished and has steps left,
 * the person has not stopped reminders, a week has passed since the trust was finished, and 30
 * days since the last reminder.
 */
export const fundingReminderDue = (state: FundingReminderState, now: Date): boolean => {
  if (state.stopped || !state.finalizedAt) return false;
  if (state.progress.total === 0 || state.progress.done >= state.progress.total) return false;
  const finished = Date.parse(state.finalizedAt);
  if (
    Number.isNaN(finished) ||
    now.getTime() - finished < FUNDING_REMINDER_FIRST_AFTER_DAYS * DAY_MS
  )
    return false;
  return (
    state.lastRemindedAt === null ||
    now.getTime() - state.lastRemindedAt.getTime() >= FUNDING_REMINDER_EVERY_DAYS * DAY_MS
  );
};

/**
 * The job's query at `now`: trusts finished at or before `finishedBefore`, last reminded at or
 * before `remindedBefore` (or never), may be due; the others are not.
 */
export const fundingReminderWindow = (
  now: Date,
): { readonly remindedBefore: Date; readonly finishedBefore: Date } => ({
  remindedBefore: new Date(now.getTime() - FUNDING_REMINDER_EVERY_DAYS * DAY_MS),
  finishedBefore: new Date(now.getTime() - FUNDING_REMINDER_FIRST_AFTER_DAYS * DAY_MS),
});

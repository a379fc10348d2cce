/**
 * Sign-in throttling (issue 20): failed password attempts are counted, never locked out. Each
 * budget allows a few failures at once, then makes every further attempt wait twice as long as
 * the last, up to a quarter of an hour; a quiet day forgets them. Nothing here blocks the owner
 * for good: a device that has signed in to the account before keeps its own budget, and the
 * e-mailed reset link always works.
 */
export type ThrottleScope =
  /** One e-mail address on one tenant, tried from a device that never signed in to it. */
  | 'account'
  /** One e-mail address tried from a device that has signed in to its account before. */
  | 'device'
  /** One client address across every account: what limits password spraying. */
  | 'address';

/** The failures each budget allows before the waits begin. */
export const FREE_FAILURES: Readonly<Record<ThrottleScope, number>> = {
  account: 5,
  device: 10,
  address: 20,
};

/** The first wait after a budget's free failures; each later one doubles, up to the longest. */
export const FIRST_WAIT_SECONDS = 60;
export const LONGEST_WAIT_SECONDS = 15 * 60;
/** Failures this old are forgotten. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/** The failures counted under one key, and when the last one was. */
export interface FailureTally {
  readonly failures: number;
  readonly lastFailureAt: Date;
}

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/** The tally as it stands at `now`: none once it is a day old. */
export const currentTally = (tally: FailureTally | null, now: Date): FailureTally | null =>
  tally && secondsBetween(tally.lastFailureAt, now) < FORGET_AFTER_SECONDS ? tally : null;

/** How long after the last failure the next attempt may be made. */
export const waitAfter = (scope: ThrottleScope, failures: number): number => {
  const beyond = failures - FREE_FAILURES[scope];
  return beyond < 0 ? 0 : Math.min(FIRST_WAIT_SECONDS * 2 ** beyond, LONGEST_WAIT_SECONDS);
};

export type SignInVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Whether an attempt may be made now under every budget it spends, or how long until it may. */
export const signInVerdict = (
  budgets: readonly { readonly scope: ThrottleScope; readonly tally: FailureTally | null }[],
  now: Date,
): SignInVerdict => {
  const retryAfterSeconds = Math.max(
    0,
    ...budgets.map(({ scope, tally }) => {
      const current = currentTally(tally, now);
      return current
        ? Math.ceil(waitAfter(scope, current.failures) - secondsBetween(current.lastFailureAt, now))
        : 0;
    }),
  );
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
};

/** The tally once one more failure is counted at `now`. */
export const withFailure = (tally: FailureTally | null, now: Date): FailureTally => ({
  failures: (currentTally(tally, now)?.failures ?? 0) + 1,
  lastFailureAt: now,
});

import { err, ok, type Result } from 'neverthrow';

/** A step refused because the request is not in a status it can be taken from. */
export interface FulfilmentTransitionRefused {
  readonly code: 'FULFILMENT.OUT_OF_ORDER';
  readonly message: string;
}

/**
 * A fulfilment queue's steps (issue 24): each step names the status it leads to and is taken
 * only from the statuses in `from`; every queue moves its requests in order the same way.
 */
export const queueSteps = <Status extends string, Step extends Status>(
  steps: readonly Step[],
  from: Readonly<Record<Step, readonly Status[]>>,
) => ({
  /** The status after marking `step`, or why a request in `status` cannot take it. */
  next: (status: Status, step: Step): Result<Step, FulfilmentTransitionRefused> =>
    from[step].includes(status)
      ? ok(step)
      : err({
          code: 'FULFILMENT.OUT_OF_ORDER',
          message: `A ${status} request cannot be marked ${step} (${status} → ${step}); it can be marked ${from[step].join(' or ')} requests only.`,
        }),
  /** The steps a request in `status` can take next, for the console's buttons. */
  stepsFrom: (status: Status): Step[] => steps.filter((step) => from[step].includes(status)),
});

import type { Logger } from 'pino';

export interface BackOff {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** Waits; a test passes one that does not. */
  readonly sleep: (ms: number) => Promise<void>;
}

export const START_BACK_OFF: BackOff = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Tries `attempt` until it succeeds, waiting twice as long after each failure up to the limit,
 * and logs what it is waiting for (issue 20: an instance whose database is not reachable yet
 * waits for it instead of exiting).
 */
export const withBackOff = async <Value>(
  waitingFor: string,
  attempt: () => Promise<Value>,
  logger: Pick<Logger, 'warn'>,
  { firstDelayMs, maxDelayMs, sleep }: BackOff = START_BACK_OFF,
): Promise<Value> => {
  for (let delayMs = firstDelayMs, tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      logger.warn(
        { waitingFor, tries, retryInMs: delayMs, reason: (error as Error).message },
        `waiting for ${waitingFor}`,
      );
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
};

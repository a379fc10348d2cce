import type { SignInVerdict, ThrottleScope } from '@bequest/domain';

/** Where failed sign-in attempts are counted, under one key per budget they spend. */
export interface ThrottleKey {
  readonly scope: ThrottleScope;
  readonly key: string;
}

/** The failed sign-in attempts of every budget, shared by every API replica. */
export interface SignInFailures {
  /**
   * Decides an attempt on the tallies under its keys and, when it is allowed, counts it as one
   * more failure under each, in one step: concurrent attempts cannot all pass on the same tally.
   * An attempt that succeeds is settled with `clear` and `forgive`.
   */
  claim(keys: readonly ThrottleKey[], now: Date): Promise<SignInVerdict>;
  /** Takes back the one failure `claim` counted under these keys. */
  forgive(keys: readonly string[]): Promise<void>;
  /** Forgets every failure under these keys. */
  clear(keys: readonly string[]): Promise<void>;
  /** Forgets every failure under a key that starts with `prefix` and ends with `suffix`. */
  clearBetween(prefix: string, suffix: string): Promise<void>;
}
export const SIGN_IN_FAILURES: symbol = Symbol.for('SignInFailures');

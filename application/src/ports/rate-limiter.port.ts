/** Counts attempts per key in a window shared by every API replica. */
export interface RateLimiter {
  /** Records one attempt; false when the key is over its limit for the window. */
  attempt(key: string, limit: number, windowSeconds: number, now: Date): Promise<boolean>;
}
export const RATE_LIMITER: symbol = Symbol.for('RateLimiter');

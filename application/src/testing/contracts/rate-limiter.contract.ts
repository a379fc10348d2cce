import { beforeEach, describe, expect, it } from '@jest/globals';
import type { RateLimiter } from '../../ports/rate-limiter.port';
import { secondsAfter, T0 } from './fixed-time';

/** What RateLimiter promises, for counts that start empty on each `setUp`. */
export const rateLimiterContract = (setUp: () => Promise<RateLimiter>): void =>
  describe('RateLimiter contract', () => {
    let limiter: RateLimiter;
    const attempts = async (count: number, key: string, at: Date) => {
      const answers: boolean[] = [];
      for (let attempt = 0; attempt < count; attempt += 1)
        answers.push(await limiter.attempt(key, 3, 60, at));
      return answers;
    };
    beforeEach(async () => {
      limiter = await setUp();
    });

    it('allows the limit’s attempts in a window and refuses every one after', async () => {
      expect(await attempts(5, 'log-in:203.0.113.7', T0)).toEqual([true, true, true, false, false]);
    });

    it('counts concurrent attempts one by one', async () => {
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() => limiter.attempt('log-in:203.0.113.7', 3, 60, T0)),
      );
      expect(answers.filter(Boolean)).toHaveLength(3);
    });

    it('counts each key apart', async () => {
      await attempts(3, 'log-in:203.0.113.7', T0);
      expect(await limiter.attempt('log-in:203.0.113.8', 3, 60, T0)).toBe(true);
      expect(await limiter.attempt('sign-up:203.0.113.7', 3, 60, T0)).toBe(true);
    });

    it('counts again from none once the window has passed', async () => {
      await attempts(4, 'log-in:203.0.113.7', T0);
      expect(await attempts(4, 'log-in:203.0.113.7', secondsAfter(60))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    });
  });

import { signInVerdict, waitAfter, withFailure, type FailureTally } from './sign-in-throttle';

const start = new Date('2026-11-25T12:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const failed = (failures: number, at = start): FailureTally => ({ failures, lastFailureAt: at });

describe('sign-in throttling (issue 20)', () => {
  it.each([
    ['account', 4, 0],
    ['account', 5, 60],
    ['account', 6, 120],
    ['account', 8, 480],
    ['account', 9, 900],
    ['account', 40, 900],
    ['device', 9, 0],
    ['device', 10, 60],
    ['address', 19, 0],
    ['address', 20, 60],
    ['address', 22, 240],
  ] as const)('a %s budget after %i failures waits %i seconds', (scope, failures, seconds) => {
    expect(waitAfter(scope, failures)).toBe(seconds);
  });

  it('allows the attempt once the wait has passed, and says how long is left until then', () => {
    const budgets = [{ scope: 'account' as const, tally: failed(6) }];
    expect(signInVerdict(budgets, later(30))).toEqual({ allowed: false, retryAfterSeconds: 90 });
    expect(signInVerdict(budgets, later(120))).toEqual({ allowed: true });
  });

  it('waits for the longest of the budgets an attempt spends', () => {
    const budgets = [
      { scope: 'account' as const, tally: failed(1) },
      { scope: 'address' as const, tally: failed(21) },
    ];
    expect(signInVerdict(budgets, start)).toEqual({ allowed: false, retryAfterSeconds: 120 });
  });

  it('forgets failures after a quiet day', () => {
    const stale = failed(30);
    expect(signInVerdict([{ scope: 'account', tally: stale }], later(86_400))).toEqual({
      allowed: true,
    });
    expect(withFailure(stale, later(86_400))).toEqual(failed(1, later(86_400)));
    expect(withFailure(stale, later(10))).toEqual(failed(31, later(10)));
  });

  it('lets an attacker who never waits make the free attempts and then one per wait', () => {
    let tally: FailureTally | null = null;
    let allowed = 0;
    for (let second = 0; second < 3600; second += 1) {
      const now = later(second);
      if (signInVerdict([{ scope: 'account', tally }], now).allowed) {
        tally = withFailure(tally, now);
        allowed += 1;
      }
    }
    // 5 at once, then after 1, 2, 4, 8, 15 and 15 minutes: 11 in the first hour, 4 an hour after.
    expect(allowed).toBe(11);
  });
});

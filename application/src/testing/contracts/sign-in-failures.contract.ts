import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  FIRST_WAIT_SECONDS,
  FORGET_AFTER_SECONDS,
  FREE_FAILURES,
  type SignInVerdict,
} from '@bequest/domain';
import type { SignInFailures, ThrottleKey } from '../../ports/sign-in-failures.port';
import { secondsAfter, T0 } from './fixed-time';

const ACCOUNT: ThrottleKey = { scope: 'account', key: 'bequest:account:ana@example.com' };
const ADDRESS: ThrottleKey = { scope: 'address', key: 'address:203.0.113.7' };
const FREE = FREE_FAILURES.account;

/** What SignInFailures promises, for tallies that start empty on each `setUp`. */
export const signInFailuresContract = (setUp: () => Promise<SignInFailures>): void =>
  describe('SignInFailures contract', () => {
    let failures: SignInFailures;
    const claims = async (count: number, keys: readonly ThrottleKey[], at = T0) => {
      const verdicts: SignInVerdict[] = [];
      for (let claim = 0; claim < count; claim += 1) verdicts.push(await failures.claim(keys, at));
      return verdicts;
    };
    const allowed = (count: number) => Array.from({ length: count }, () => ({ allowed: true }));
    beforeEach(async () => {
      failures = await setUp();
    });

    it('allows a budget’s free failures, then refuses until the first wait is over', async () => {
      expect(await claims(FREE, [ACCOUNT])).toEqual(allowed(FREE));
      expect(await failures.claim([ACCOUNT], secondsAfter(1))).toEqual({
        allowed: false,
        retryAfterSeconds: FIRST_WAIT_SECONDS - 1,
      });
      expect(await failures.claim([ACCOUNT], secondsAfter(FIRST_WAIT_SECONDS))).toEqual({
        allowed: true,
      });
    });

    it('counts a refused attempt as no failure, an allowed one as one more', async () => {
      await claims(FREE, [ACCOUNT]);
      await claims(3, [ACCOUNT]);
      const later = secondsAfter(FIRST_WAIT_SECONDS);
      expect(await failures.claim([ACCOUNT], later)).toEqual({ allowed: true });
      expect(await failures.claim([ACCOUNT], later)).toEqual({
        allowed: false,
        retryAfterSeconds: 2 * FIRST_WAIT_SECONDS,
      });
    });

    it('spends every key of a claim, and refuses when any of them is spent', async () => {
      await claims(FREE, [ACCOUNT, ADDRESS]);
      expect(await failures.claim([ADDRESS], T0)).toEqual({ allowed: true });
      expect(await failures.claim([ACCOUNT, ADDRESS], T0)).toMatchObject({ allowed: false });
      expect(await failures.claim([{ ...ACCOUNT, key: 'other' }], T0)).toEqual({ allowed: true });
    });

    it('lets no more concurrent attempts through than the budget allows', async () => {
      const verdicts = await Promise.all(
        Array.from({ length: FREE + 3 }, () => failures.claim([ACCOUNT], T0)),
      );
      expect(verdicts.filter(({ allowed }) => allowed)).toHaveLength(FREE);
    });

    it('takes back one failure when forgiven', async () => {
      await claims(FREE, [ACCOUNT]);
      await failures.forgive([ACCOUNT.key]);
      expect(await failures.claim([ACCOUNT], T0)).toEqual({ allowed: true });
      expect(await failures.claim([ACCOUNT], T0)).toMatchObject({ allowed: false });
    });

    it('never forgives below no failures', async () => {
      await failures.claim([ACCOUNT], T0);
      await failures.forgive([ACCOUNT.key]);
      await failures.forgive([ACCOUNT.key]);
      await failures.forgive(['never-claimed']);
      expect(await claims(FREE, [ACCOUNT])).toEqual(allowed(FREE));
      expect(await failures.claim([ACCOUNT], T0)).toMatchObject({ allowed: false });
    });

    it('forgets every failure of the keys it clears, and only those', async () => {
      await claims(FREE, [ACCOUNT, ADDRESS]);
      await failures.clear([ACCOUNT.key]);
      await failures.clear([]);
      expect(await claims(FREE, [ACCOUNT])).toEqual(allowed(FREE));
      expect(await failures.claim([ADDRESS], T0)).toEqual({ allowed: true });
    });

    it('forgets the failures of every key between a prefix and a suffix, wildcards taken literally', async () => {
      const device = (id: string, email: string): ThrottleKey => ({
        scope: 'device',
        key: `bequest:device:${id}:${email}`,
      });
      const spent = [device('d1', 'ana@example.com'), device('d2', 'ana@example.com')];
      const others = [device('d3', 'bo@example.com'), device('d4', 'ana_x@example.com')];
      for (const key of [...spent, ...others]) await claims(FREE_FAILURES.device, [key]);
      await failures.clearBetween('bequest:device:', ':ana@example.com');
      await failures.clearBetween('bequest:device:', ':ana%');
      for (const key of spent) expect(await failures.claim([key], T0)).toEqual({ allowed: true });
      for (const key of others)
        expect(await failures.claim([key], T0)).toMatchObject({ allowed: false });
    });

    it('forgets failures a day old', async () => {
      await claims(FREE + 1, [ACCOUNT], secondsAfter(-FIRST_WAIT_SECONDS));
      const dayLater = secondsAfter(FORGET_AFTER_SECONDS);
      expect(await claims(FREE, [ACCOUNT], dayLater)).toEqual(allowed(FREE));
      expect(await failures.claim([ACCOUNT], dayLater)).toMatchObject({ allowed: false });
    });
  });

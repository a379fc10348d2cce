import { beforeEach, describe, expect, it } from '@jest/globals';
import type {
  FiduciaryShares,
  KeptFiduciaryShare,
  ShareOwnerScope,
} from '../../ports/fiduciary-shares.port';
import type { Owners } from './owners';
import { secondsAfter, T0 } from './fixed-time';

const ME: ShareOwnerScope = { tenantId: 'bequest', accountId: 'a1', profileId: 'p1' };
const MY_SPOUSE: ShareOwnerScope = { ...ME, profileId: 'p2' };
const SOMEONE_ELSE: ShareOwnerScope = { tenantId: 'bequest', accountId: 'a2', profileId: 'p3' };

const shareOf = (id: string, owner: ShareOwnerScope, createdAt: Date = T0): KeptFiduciaryShare => ({
  id,
  owner,
  kind: 'WILL',
  documentRandId: `doc-${id}`,
  nomineeId: 'n1',
  nomineeName: 'Ben Li',
  role: 'Executor',
  email: 'ben@example.com',
  expiresAt: secondsAfter(86_400),
  revokedAt: null,
  createdAt,
});

/**
 * What FiduciaryShares promises (issue 29): a share is found only by its own key in its own
 * tenant, listed and revoked only by its owner, and its codes are single use with counted misses.
 */
export const fiduciarySharesContract = (
  setUp: () => Promise<{ shares: FiduciaryShares; owners: Owners }>,
): void =>
  describe('FiduciaryShares contract', () => {
    let shares: FiduciaryShares;
    beforeEach(async () => {
      const given = await setUp();
      shares = given.shares;
      for (const owner of [ME, MY_SPOUSE, SOMEONE_ELSE]) {
        await given.owners.givenAccount(owner.tenantId, owner.accountId);
        await given.owners.givenProfile(owner.tenantId, owner.accountId, owner.profileId);
      }
    });

    it('finds a share by its key only, in its own tenant', async () => {
      await shares.create(shareOf('11111111-1111-4111-8111-111111111111', ME), 'key-one');
      expect(await shares.findByKey('bequest', 'key-one')).toEqual(
        shareOf('11111111-1111-4111-8111-111111111111', ME),
      );
      expect(await shares.findByKey('bequest', 'key-two')).toBeNull();
      expect(await shares.findByKey('bequest', 'key-on')).toBeNull();
      expect(await shares.findByKey('acme', 'key-one')).toBeNull();
    });

    it('lists and revokes a profile’s own shares only, newest first', async () => {
      const first = shareOf('11111111-1111-4111-8111-111111111111', ME);
      const second = shareOf('22222222-2222-4222-8222-222222222222', ME, secondsAfter(60));
      const theirs = shareOf('33333333-3333-4333-8333-333333333333', SOMEONE_ELSE);
      await shares.create(first, 'k1');
      await shares.create(second, 'k2');
      await shares.create(theirs, 'k3');
      expect((await shares.listByOwner(ME)).map((share) => share.id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(await shares.listByOwner(MY_SPOUSE)).toEqual([]);

      expect(await shares.revoke(ME, theirs.id, secondsAfter(120))).toBe(false);
      expect(await shares.revoke(MY_SPOUSE, first.id, secondsAfter(120))).toBe(false);
      expect((await shares.findByKey('bequest', 'k3'))?.revokedAt).toBeNull();
      expect(await shares.revoke(ME, first.id, secondsAfter(120))).toBe(true);
      expect(await shares.revoke(ME, first.id, secondsAfter(180))).toBe(false);
      expect((await shares.findByKey('bequest', 'k1'))?.revokedAt).toEqual(secondsAfter(120));
    });

    it('spends a matching code, counts misses, and forgets an expired or replaced code', async () => {
      const share = shareOf('11111111-1111-4111-8111-111111111111', ME);
      const other = shareOf('22222222-2222-4222-8222-222222222222', ME);
      await shares.create(share, 'k1');
      await shares.create(other, 'k2');
      expect(await shares.checkCode('bequest', share.id, '123456', T0, 5)).toBe('none');

      await shares.saveCode('bequest', share.id, '123456', secondsAfter(600));
      expect(await shares.checkCode('bequest', other.id, '123456', T0, 5)).toBe('none');
      expect(await shares.checkCode('acme', share.id, '123456', T0, 5)).toBe('none');
      expect(await shares.checkCode('bequest', share.id, '654321', T0, 5)).toBe('wrong');
      expect(await shares.checkCode('bequest', share.id, '123456', T0, 5)).toBe('matched');
      expect(await shares.checkCode('bequest', share.id, '123456', T0, 5)).toBe('none');

      await shares.saveCode('bequest', share.id, '111111', secondsAfter(600));
      await shares.saveCode('bequest', share.id, '222222', secondsAfter(600));
      expect(await shares.checkCode('bequest', share.id, '111111', T0, 5)).toBe('wrong');
      expect(await shares.checkCode('bequest', share.id, '222222', secondsAfter(600), 5)).toBe(
        'none',
      );

      await shares.saveCode('bequest', share.id, '333333', secondsAfter(600));
      for (let miss = 0; miss < 2; miss += 1)
        expect(await shares.checkCode('bequest', share.id, '000000', T0, 2)).toBe('wrong');
      expect(await shares.checkCode('bequest', share.id, '333333', T0, 2)).toBe('none');
    });

    it('logs openings and shows them to the share’s owner only', async () => {
      const mine = shareOf('11111111-1111-4111-8111-111111111111', ME);
      const theirs = shareOf('33333333-3333-4333-8333-333333333333', SOMEONE_ELSE);
      await shares.create(mine, 'k1');
      await shares.create(theirs, 'k3');
      await shares.logOpening('bequest', mine.id, T0);
      await shares.logOpening('bequest', mine.id, secondsAfter(60));
      await shares.logOpening('bequest', theirs.id, T0);
      expect(await shares.openings(ME)).toEqual([
        { shareId: mine.id, openedAt: secondsAfter(60) },
        { shareId: mine.id, openedAt: T0 },
      ]);
      expect(await shares.openings(MY_SPOUSE)).toEqual([]);
      expect(await shares.openings(SOMEONE_ELSE)).toEqual([{ shareId: theirs.id, openedAt: T0 }]);
    });
  });

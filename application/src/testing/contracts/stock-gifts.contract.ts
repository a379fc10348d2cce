import { beforeEach, describe, expect, it } from '@jest/globals';
import type { StockGift } from '@bequest/domain';
import type { GiftAccess, GiftOwner, StockGifts } from '../../ports/stock-gifts.port';
import { secondsAfter, T0 } from './fixed-time';
import { sampleStockGift } from './sample-gifts';

const ANA: GiftOwner = { accountId: 'a1', profileId: 'p1' };
const access = (changes: Partial<GiftAccess>): GiftAccess => ({
  tenantId: 'bequest',
  accountId: null,
  key: null,
  ...changes,
});
const signed = sampleStockGift('owned');
const submitted = { ...signed, status: 'SUBMITTED' as const };

/** What StockGifts promises, for a store that starts empty on each `setUp`. */
export const stockGiftsContract = (setUp: () => Promise<StockGifts>): void =>
  describe('StockGifts contract', () => {
    let gifts: StockGifts;
    beforeEach(async () => {
      gifts = await setUp();
      await gifts.create(
        sampleStockGift('owned'),
        { tenantId: 'bequest', owner: ANA, guestKey: null, emailKey: 'owned-email-key' },
        T0,
      );
      await gifts.create(
        sampleStockGift('guest'),
        { tenantId: 'bequest', owner: null, guestKey: 'guest-key', emailKey: null },
        T0,
      );
    });

    it('keeps a signed-in donor’s gift, reached by the owner’s account', async () => {
      expect(await gifts.find(access({ accountId: ANA.accountId }), 'owned')).toEqual({
        reachedByEmailKey: false,
        tenantId: 'bequest',
        owner: ANA,
        gift: sampleStockGift('owned'),
        version: 1,
        createdAt: T0,
        updatedAt: T0,
      });
    });

    it('keeps a guest’s gift, reached by its guest key alone', async () => {
      expect(await gifts.find(access({ key: 'guest-key' }), 'guest')).toMatchObject({
        reachedByEmailKey: false,
        owner: null,
        gift: sampleStockGift('guest'),
      });
      expect(
        await gifts.find(access({ key: 'guest-key', accountId: 'a1' }), 'guest'),
      ).not.toBeNull();
      expect(await gifts.find(access({ accountId: 'a1' }), 'guest')).toBeNull();
      expect(await gifts.find(access({}), 'guest')).toBeNull();
      expect(await gifts.find(access({ key: 'wrong-key' }), 'guest')).toBeNull();
    });

    it('refuses a second gift of the same id and keeps the first', async () => {
      await expect(
        gifts.create(
          submitted,
          { tenantId: 'bequest', owner: null, guestKey: 'intruder-key', emailKey: null },
          T0,
        ),
      ).rejects.toThrow();
      expect(await gifts.find(access({ key: 'intruder-key' }), 'owned')).toBeNull();
      expect(await gifts.find(access({ accountId: 'a1' }), 'owned')).toMatchObject({
        gift: signed,
        version: 1,
      });
    });

    it('tells when the e-mailed key reached the gift', async () => {
      expect(await gifts.find(access({ key: 'owned-email-key' }), 'owned')).toMatchObject({
        reachedByEmailKey: true,
        owner: ANA,
      });
    });

    it('reaches no gift of another account, tenant, or by another gift’s key', async () => {
      expect(await gifts.find(access({ accountId: 'a2' }), 'owned')).toBeNull();
      expect(await gifts.find(access({ tenantId: 'willow', accountId: 'a1' }), 'owned')).toBeNull();
      expect(
        await gifts.find(access({ tenantId: 'willow', key: 'guest-key' }), 'guest'),
      ).toBeNull();
      expect(await gifts.find(access({ key: 'guest-key' }), 'owned')).toBeNull();
      expect(await gifts.find(access({ accountId: 'a1' }), 'unknown')).toBeNull();
    });

    it('replaces the e-mailed key: the one sent before no longer opens the gift', async () => {
      await gifts.replaceEmailKey('willow', 'owned', 'foreign-key');
      await gifts.replaceEmailKey('bequest', 'owned', 'new-email-key');
      expect(await gifts.find(access({ key: 'owned-email-key' }), 'owned')).toBeNull();
      expect(await gifts.find(access({ key: 'foreign-key' }), 'owned')).toBeNull();
      expect(await gifts.find(access({ key: 'new-email-key' }), 'owned')).toMatchObject({
        reachedByEmailKey: true,
      });
    });

    it('writes a gift at the version read; a stale version or another tenant changes nothing', async () => {
      expect(await gifts.update('bequest', submitted, 1, secondsAfter(60))).toBe(true);
      expect(await gifts.update('bequest', signed, 1, secondsAfter(61))).toBe(false);
      expect(await gifts.update('willow', signed, 2, secondsAfter(61))).toBe(false);
      expect(await gifts.find(access({ accountId: 'a1' }), 'owned')).toMatchObject({
        gift: submitted,
        version: 2,
        createdAt: T0,
        updatedAt: secondsAfter(60),
      });
    });

    it('opens a gift to its nonprofit by the receipt key a write gave it, kept by later writes', async () => {
      expect(await gifts.findForNonprofit('bequest', 'owned', 'receipt-key')).toBeNull();
      await gifts.update('bequest', submitted, 1, secondsAfter(1), 'receipt-key');
      await gifts.update('bequest', submitted, 2, secondsAfter(2));
      expect(await gifts.findForNonprofit('bequest', 'owned', 'receipt-key')).toMatchObject({
        reachedByEmailKey: false,
        gift: submitted,
        version: 3,
      });
      expect(await gifts.findForNonprofit('bequest', 'owned', 'other-key')).toBeNull();
      expect(await gifts.findForNonprofit('willow', 'owned', 'receipt-key')).toBeNull();
      expect(await gifts.findForNonprofit('bequest', 'guest', 'receipt-key')).toBeNull();
    });

    it('lists a profile’s gifts oldest first, never a guest’s or another profile’s', async () => {
      const holder = { tenantId: 'bequest', owner: ANA, guestKey: null, emailKey: null };
      await gifts.create(sampleStockGift('later'), holder, secondsAfter(60));
      await gifts.create(sampleStockGift('earlier'), holder, secondsAfter(-60));
      await gifts.create(
        sampleStockGift('spouse'),
        { ...holder, owner: { ...ANA, profileId: 'p2' } },
        T0,
      );
      const listed = await gifts.listByOwner('bequest', ANA);
      expect(listed.map(({ gift }) => gift.id)).toEqual(['earlier', 'owned', 'later']);
      expect(listed.every(({ reachedByEmailKey }) => !reachedByEmailKey)).toBe(true);
      expect(await gifts.listByOwner('willow', ANA)).toEqual([]);
    });
    it('lists guests’ gifts whose donor confirmed the address, by it in any case, for a claim (ADR 0026)', async () => {
      const guest = (id: string, changes: Partial<StockGift>) =>
        gifts.create(
          { ...sampleStockGift(id), ...changes },
          { tenantId: 'bequest', owner: null, guestKey: `${id}-key`, emailKey: null },
          secondsAfter(id === 'older' ? -60 : 60),
        );
      await guest('older', { donorEmailConfirmed: true });
      await guest('newer', {
        donorEmailConfirmed: true,
        donor: { ...sampleStockGift('x').donor, email: 'ANA@Example.com' },
      });
      await guest('unconfirmed', { donorEmailConfirmed: false });
      await guest('other-donor', {
        donorEmailConfirmed: true,
        donor: { ...sampleStockGift('x').donor, email: 'bo@example.com' },
      });
      await gifts.update(
        'bequest',
        { ...sampleStockGift('owned'), donorEmailConfirmed: true },
        1,
        secondsAfter(1),
      );
      const listed = await gifts.listUnclaimedByConfirmedEmail('bequest', 'ana@EXAMPLE.com');
      expect(listed.map(({ gift }) => gift.id)).toEqual(['older', 'newer']);
      expect(await gifts.listUnclaimedByConfirmedEmail('willow', 'ana@example.com')).toEqual([]);
    });

    it('gives a guest’s gift to an account once, at the version read, its guest key still opening it', async () => {
      const BO: GiftOwner = { accountId: 'a2', profileId: 'p9' };
      expect(await gifts.claim('bequest', 'guest', BO, 2)).toBe(false);
      expect(await gifts.claim('willow', 'guest', BO, 1)).toBe(false);
      expect(await gifts.claim('bequest', 'guest', BO, 1)).toBe(true);
      expect(await gifts.claim('bequest', 'guest', ANA, 2)).toBe(false);
      expect(await gifts.claim('bequest', 'owned', BO, 1)).toBe(false);
      expect(await gifts.find(access({ accountId: 'a2' }), 'guest')).toMatchObject({
        owner: BO,
        version: 2,
      });
      expect(await gifts.find(access({ key: 'guest-key' }), 'guest')).toMatchObject({ owner: BO });
      expect((await gifts.listByOwner('bequest', BO)).map(({ gift }) => gift.id)).toEqual([
        'guest',
      ]);
      expect(await gifts.find(access({ accountId: 'a1' }), 'owned')).toMatchObject({ owner: ANA });
    });
  });

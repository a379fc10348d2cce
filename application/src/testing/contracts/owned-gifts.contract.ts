import { beforeEach, describe, expect, it } from '@jest/globals';
import type { GiftOwner } from '../../ports/stock-gifts.port';
import type { OwnedGift, OwnedGifts } from '../../ports/owned-gifts.port';
import { secondsAfter, T0 } from './fixed-time';

const ANA: GiftOwner = { accountId: 'a1', profileId: 'p1' };

/** What OwnedGifts promises, for a store of one kind of gift that starts empty on each `setUp`. */
export const ownedGiftsContract = <Gift extends OwnedGift>(
  name: string,
  setUp: () => Promise<OwnedGifts<Gift>>,
  sample: (id: string) => Gift,
): void =>
  describe(`${name} contract (OwnedGifts)`, () => {
    let gifts: OwnedGifts<Gift>;
    const submitted = (gift: Gift): Gift => ({
      ...gift,
      status: 'SUBMITTED',
      submittedOn: '2026-11-23',
    });
    beforeEach(async () => {
      gifts = await setUp();
    });

    it('keeps a gift for its owner at its first version, dated by its creation', async () => {
      await gifts.create('bequest', ANA, sample('g1'), T0);
      expect(await gifts.find('bequest', ANA.accountId, 'g1')).toEqual({
        tenantId: 'bequest',
        owner: ANA,
        gift: sample('g1'),
        version: 1,
        createdAt: T0,
        updatedAt: T0,
      });
    });

    it('finds a gift only for its own account in its own tenant', async () => {
      await gifts.create('bequest', ANA, sample('g1'), T0);
      expect(await gifts.find('bequest', 'a2', 'g1')).toBeNull();
      expect(await gifts.find('willow', ANA.accountId, 'g1')).toBeNull();
      expect(await gifts.find('bequest', ANA.accountId, 'unknown')).toBeNull();
    });

    it('refuses a second gift of the same id and keeps the first', async () => {
      await gifts.create('bequest', ANA, sample('g1'), T0);
      await expect(
        gifts.create('bequest', { accountId: 'a2', profileId: 'p2' }, submitted(sample('g1')), T0),
      ).rejects.toThrow();
      expect(await gifts.find('bequest', ANA.accountId, 'g1')).toMatchObject({
        owner: ANA,
        gift: sample('g1'),
      });
    });

    it('writes a gift at the version read, moving to the next version at the time given', async () => {
      await gifts.create('bequest', ANA, sample('g1'), T0);
      expect(await gifts.update('bequest', submitted(sample('g1')), 1, secondsAfter(60))).toBe(
        true,
      );
      expect(await gifts.find('bequest', ANA.accountId, 'g1')).toEqual({
        tenantId: 'bequest',
        owner: ANA,
        gift: submitted(sample('g1')),
        version: 2,
        createdAt: T0,
        updatedAt: secondsAfter(60),
      });
    });

    it('refuses a write at a version no longer stored, or from another tenant, and changes nothing', async () => {
      await gifts.create('bequest', ANA, sample('g1'), T0);
      await gifts.update('bequest', sample('g1'), 1, secondsAfter(1));
      expect(await gifts.update('bequest', submitted(sample('g1')), 1, secondsAfter(2))).toBe(
        false,
      );
      expect(await gifts.update('willow', submitted(sample('g1')), 2, secondsAfter(2))).toBe(false);
      expect(await gifts.update('bequest', submitted(sample('unknown')), 1, T0)).toBe(false);
      expect(await gifts.find('bequest', ANA.accountId, 'g1')).toMatchObject({
        gift: sample('g1'),
        version: 2,
        updatedAt: secondsAfter(1),
      });
    });

    it('lists a profile’s gifts oldest first, whatever order they were written in', async () => {
      await gifts.create('bequest', ANA, sample('g-b'), secondsAfter(60));
      await gifts.create('bequest', ANA, sample('g-c'), secondsAfter(120));
      await gifts.create('bequest', ANA, sample('g-a'), T0);
      await gifts.create('bequest', { ...ANA, profileId: 'p2' }, sample('g-d'), T0);
      await gifts.create('willow', ANA, sample('g-e'), T0);
      expect((await gifts.listByOwner('bequest', ANA)).map(({ gift }) => gift.id)).toEqual([
        'g-a',
        'g-b',
        'g-c',
      ]);
    });
  });

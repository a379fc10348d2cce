import { beforeEach, describe, expect, it } from '@jest/globals';
import type { NonprofitDeliveries, NonprofitDelivery } from '../../ports/nonprofit-deliveries.port';
import type { Owners } from './owners';
import { secondsAfter, T0 } from './fixed-time';

/** Two partner organizations the store knows (PostgreSQL's seed partners). */
export const CONTRACT_NONPROFITS = ['org-harbor-food-bank', 'org-river-conservancy'] as const;
const [HARBOR, RIVER] = CONTRACT_NONPROFITS;

export interface NonprofitDeliveriesSetUp {
  readonly deliveries: NonprofitDeliveries;
  readonly owners: Owners;
  /** The webhooks queued so far, as the webhook job would send them. */
  readonly queued: () => Promise<readonly { url: string; secret: string; body: string }[]>;
}

const deliveryOf = (id: string, overrides: Partial<NonprofitDelivery> = {}): NonprofitDelivery => ({
  id,
  eventId: `evt_${id}`,
  tenantId: 'bequest',
  accountId: 'account-1',
  profileId: 'profile-1',
  organizationId: HARBOR,
  type: 'gift.shared',
  donorReference: 'donor_1',
  body: JSON.stringify({ id: `evt_${id}`, type: 'gift.shared' }),
  sent: true,
  createdAt: T0,
  ...overrides,
});

/**
 * What NonprofitDeliveries promises (giving 4.7, 6, ADR 0032): settings per nonprofit with one
 * working endpoint; a sent delivery is queued for that endpoint, once per event; one person's
 * deliveries are theirs alone, newest first (the later of two at one instant first).
 */
export const nonprofitDeliveriesContract = (setUp: () => Promise<NonprofitDeliveriesSetUp>): void =>
  describe('NonprofitDeliveries contract', () => {
    let store: NonprofitDeliveriesSetUp;
    beforeEach(async () => {
      store = await setUp();
      await store.owners.givenProfile('bequest', 'account-1', 'profile-1');
      await store.owners.givenProfile('bequest', 'account-2', 'profile-2');
    });

    it('keeps settings, and replaces the endpoint only with a new secret', async () => {
      const { deliveries } = store;
      expect(await deliveries.settings(HARBOR)).toEqual({
        organizationId: HARBOR,
        url: null,
        contacts: [],
        updatedAt: null,
      });
      const first = {
        organizationId: HARBOR,
        url: 'https://a.example/h',
        contacts: ['a@x.example'],
        updatedAt: T0,
      };
      await deliveries.saveSettings(first, 'whsec_one');
      expect(await deliveries.settings(HARBOR)).toEqual(first);
      const contactsOnly = { ...first, contacts: ['b@x.example'], updatedAt: secondsAfter(1) };
      await deliveries.saveSettings(contactsOnly, null);
      expect(await deliveries.settings(HARBOR)).toEqual(contactsOnly);
      await deliveries.record(deliveryOf('1'));
      await deliveries.saveSettings(
        { ...first, url: 'https://b.example/h', updatedAt: secondsAfter(2) },
        'whsec_two',
      );
      await deliveries.record(deliveryOf('2', { createdAt: secondsAfter(2) }));
      expect(await store.queued()).toEqual([
        { url: 'https://a.example/h', secret: 'whsec_one', body: deliveryOf('1').body },
        { url: 'https://b.example/h', secret: 'whsec_two', body: deliveryOf('2').body },
      ]);
      await deliveries.saveSettings({ ...first, url: null, updatedAt: secondsAfter(3) }, null);
      expect((await deliveries.settings(HARBOR)).url).toBeNull();
      await deliveries.record(deliveryOf('3'));
      expect(await store.queued()).toHaveLength(2);
      expect(await deliveries.settings(RIVER)).toMatchObject({ url: null, contacts: [] });
    });

    it('queues a sent delivery once per event, and an unsent one never', async () => {
      const { deliveries } = store;
      await deliveries.saveSettings(
        { organizationId: HARBOR, url: 'https://a.example/h', contacts: [], updatedAt: T0 },
        'whsec_one',
      );
      await deliveries.record(deliveryOf('1'));
      await deliveries.record(deliveryOf('1'));
      await deliveries.record(deliveryOf('2', { sent: false, type: 'consent.withdrawn' }));
      await deliveries.record(deliveryOf('3', { organizationId: RIVER }));
      expect((await store.queued()).map((webhook) => webhook.body)).toEqual([deliveryOf('1').body]);
      expect(await deliveries.list({}, 10)).toEqual([
        deliveryOf('3', { organizationId: RIVER }),
        deliveryOf('1'),
      ]);
      expect(await deliveries.list({ organizationId: RIVER }, 10)).toEqual([
        deliveryOf('3', { organizationId: RIVER }),
      ]);
      expect(await deliveries.list({}, 1)).toHaveLength(1);
    });

    it('answers one person’s deliveries only, newest first', async () => {
      const { deliveries } = store;
      await deliveries.record(deliveryOf('1', { createdAt: secondsAfter(5) }));
      await deliveries.record(
        deliveryOf('2', { createdAt: secondsAfter(5), type: 'consent.withdrawn' }),
      );
      await deliveries.record(deliveryOf('3'));
      await deliveries.record(deliveryOf('4', { accountId: 'account-2', profileId: 'profile-2' }));
      expect(
        (await deliveries.forProfile('bequest', 'account-1', 'profile-1')).map((d) => d.id),
      ).toEqual(['2', '1', '3']);
      expect(await deliveries.forProfile('bequest', 'account-2', 'profile-1')).toEqual([]);
      expect(await deliveries.forProfile('willow', 'account-1', 'profile-1')).toEqual([]);
    });
  });

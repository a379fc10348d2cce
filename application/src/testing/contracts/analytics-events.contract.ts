import { beforeEach, describe, expect, it } from '@jest/globals';
import type {
  AnalyticsEvent,
  AnalyticsEvents,
  AnalyticsOptOuts,
} from '../../ports/analytics-events.port';
import { secondsAfter, T0 } from './fixed-time';
import type { Owners } from './owners';

const download: AnalyticsEvent = {
  name: 'will_download',
  tenantId: 'bequest',
  accountId: 'a1',
  anonymousId: null,
  properties: { document: 'will', preview: false, deviceWidth: 390 },
  context: { webVersion: '1.2.3', locale: 'en-US', path: '/account', query: { utm: 'x' } },
  occurredAt: T0,
};

/** What AnalyticsEvents promises, for a log that starts empty on each `setUp`. */
export const analyticsEventsContract = (
  setUp: () => Promise<{ events: AnalyticsEvents; owners: Owners }>,
): void =>
  describe('AnalyticsEvents contract', () => {
    let events: AnalyticsEvents;
    beforeEach(async () => {
      const given = await setUp();
      events = given.events;
      await given.owners.givenAccount('bequest', 'a1');
    });

    it('gives back an event as it was recorded, with an id', async () => {
      await events.record(download);
      const { items, total } = await events.list({}, { page: 1, perPage: 10 });
      expect(total).toBe(1);
      expect(items).toEqual([{ ...download, id: expect.any(String) }]);
    });

    it('keeps an anonymous event with no account', async () => {
      const anonymous = {
        ...download,
        accountId: null,
        anonymousId: 'anon-1',
        name: 'will_continue' as const,
      };
      await events.record(anonymous);
      expect((await events.list({}, { page: 1, perPage: 10 })).items[0]).toMatchObject({
        accountId: null,
        anonymousId: 'anon-1',
      });
    });

    it('lists newest first, filtered by name, tenant and a time range that ends before its end', async () => {
      await events.record({ ...download, occurredAt: secondsAfter(0) });
      await events.record({ ...download, name: 'will_print', occurredAt: secondsAfter(60) });
      await events.record({ ...download, occurredAt: secondsAfter(120) });
      await events.record({ ...download, tenantId: 'willow', occurredAt: secondsAfter(180) });
      const page = { page: 1, perPage: 10 };
      const times = async (filter: Parameters<AnalyticsEvents['list']>[0]) =>
        (await events.list(filter, page)).items.map((event) => event.occurredAt.getTime());
      expect(await times({})).toEqual([180, 120, 60, 0].map((s) => secondsAfter(s).getTime()));
      expect(await times({ name: 'will_download', tenantId: 'bequest' })).toEqual(
        [120, 0].map((s) => secondsAfter(s).getTime()),
      );
      expect(await times({ from: secondsAfter(60), to: secondsAfter(180) })).toEqual(
        [120, 60].map((s) => secondsAfter(s).getTime()),
      );
    });

    it('pages the list and counts the whole of it', async () => {
      for (const second of [0, 1, 2, 3, 4])
        await events.record({ ...download, occurredAt: secondsAfter(second) });
      const second = await events.list({}, { page: 2, perPage: 2 });
      expect(second.total).toBe(5);
      expect(second.items.map((event) => event.occurredAt)).toEqual([
        secondsAfter(2),
        secondsAfter(1),
      ]);
      expect((await events.list({}, { page: 4, perPage: 2 })).items).toEqual([]);
    });
  });

/** What AnalyticsOptOuts promises, for a store that starts empty on each `setUp`. */
export const analyticsOptOutsContract = (setUp: () => Promise<AnalyticsOptOuts>): void =>
  describe('AnalyticsOptOuts contract', () => {
    let optOuts: AnalyticsOptOuts;
    beforeEach(async () => {
      optOuts = await setUp();
    });

    it('keeps a choice both ways, per tenant and account', async () => {
      expect(await optOuts.isOptedOut('bequest', 'a1')).toBe(false);
      await optOuts.set('bequest', 'a1', true, T0);
      await optOuts.set('bequest', 'a1', true, secondsAfter(1));
      expect(await optOuts.isOptedOut('bequest', 'a1')).toBe(true);
      expect(await optOuts.isOptedOut('willow', 'a1')).toBe(false);
      expect(await optOuts.isOptedOut('bequest', 'a2')).toBe(false);
      await optOuts.set('bequest', 'a1', false, secondsAfter(2));
      expect(await optOuts.isOptedOut('bequest', 'a1')).toBe(false);
    });
  });

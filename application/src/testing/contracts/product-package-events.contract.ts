import { beforeEach, describe, expect, it } from '@jest/globals';
import type {
  NewProductPackageEvent,
  ProductPackageEvents,
} from '../../ports/product-package-events.port';
import { secondsAfter, T0 } from './fixed-time';
import type { Owners } from './owners';

export interface ProductPackageEventsSubject {
  readonly events: ProductPackageEvents;
  readonly owners: Owners;
}

const event = (
  eventType: NewProductPackageEvent['eventType'],
  changes: Partial<NewProductPackageEvent> = {},
): NewProductPackageEvent => ({
  tenantId: 'bequest',
  accountId: 'a1',
  createdBy: 'p1',
  eventType,
  packageDetails: {
    packageType: 'will_based',
    ahcdId: 'ahcd-1',
    dfpoaId: 'dfpoa-1',
    estateId: null,
  },
  mailingAddress: null,
  ...changes,
});

/** What ProductPackageEvents promises, for a store that starts empty on each `setUp`. */
export const productPackageEventsContract = (
  setUp: () => Promise<ProductPackageEventsSubject>,
): void =>
  describe('ProductPackageEvents contract', () => {
    let events: ProductPackageEvents;
    beforeEach(async () => {
      const subject = await setUp();
      events = subject.events;
      await subject.owners.givenProfile('bequest', 'a1', 'p1');
      await subject.owners.givenProfile('bequest', 'a1', 'p2');
      await subject.owners.givenProfile('bequest', 'a2', 'p3');
    });

    it('answers an event as it is kept: its type, profile, details and the time given', async () => {
      const expected = {
        eventType: 'SKIP_STRATEGIST_CALL',
        createdBy: 'p1',
        createdAt: T0.toISOString(),
        packageDetails: event('SKIP_STRATEGIST_CALL').packageDetails,
      };
      expect(await events.create(event('SKIP_STRATEGIST_CALL'), T0)).toEqual(expected);
      expect(await events.list('bequest', 'a1', 'p1')).toEqual([expected]);
    });

    it('lists a profile’s events newest first, whatever order they were written in', async () => {
      await events.create(event('SKIP_STRATEGIST_CALL'), secondsAfter(60));
      await events.create(event('REQUEST_PRINT_AND_MAIL'), secondsAfter(120));
      await events.create(event('SCHEDULE_STRATEGIST_CALL'), T0);
      expect((await events.list('bequest', 'a1', 'p1')).map((e) => e.eventType)).toEqual([
        'REQUEST_PRINT_AND_MAIL',
        'SKIP_STRATEGIST_CALL',
        'SCHEDULE_STRATEGIST_CALL',
      ]);
    });

    it('lists only the events of the profile, in its account and tenant', async () => {
      await events.create(event('SKIP_STRATEGIST_CALL'), T0);
      await events.create(event('REQUEST_PRINT_AND_MAIL', { createdBy: 'p2' }), T0);
      expect(await events.list('bequest', 'a1', 'p2')).toHaveLength(1);
      expect(await events.list('bequest', 'a2', 'p1')).toEqual([]);
      expect(await events.list('willow', 'a1', 'p1')).toEqual([]);
      expect(await events.list('bequest', 'a2', 'p3')).toEqual([]);
    });
  });

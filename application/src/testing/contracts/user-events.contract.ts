import { beforeEach, describe, expect, it } from '@jest/globals';
import type { UserEvent, UserEvents } from '../../ports/user-events.port';
import { T0 } from './fixed-time';

const downloaded: UserEvent = {
  tenantId: 'bequest',
  accountId: 'a1',
  profileId: 'p1',
  eventName: 'document_downloaded',
  value: 'WILL',
  metadata: { source: 'dashboard' },
};

/** What UserEvents promises, for a log that starts empty on each `setUp`. */
export const userEventsContract = (setUp: () => Promise<UserEvents>): void =>
  describe('UserEvents contract', () => {
    let events: UserEvents;
    const { metadata: _metadata, ...key } = downloaded;
    beforeEach(async () => {
      events = await setUp();
    });

    it('knows an event once it is recorded, whatever its metadata', async () => {
      expect(await events.exists(key)).toBe(false);
      await events.record(downloaded, T0);
      await events.record({ ...downloaded, metadata: {} }, T0);
      expect(await events.exists(key)).toBe(true);
    });

    it('tells events apart by tenant, account, profile, name and value', async () => {
      await events.record(downloaded, T0);
      for (const other of [
        { tenantId: 'willow' },
        { accountId: 'a2' },
        { profileId: 'p2' },
        { eventName: 'document_emailed' },
        { value: 'AHCD' },
      ])
        expect(await events.exists({ ...key, ...other })).toBe(false);
    });
  });

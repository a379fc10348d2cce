import { beforeEach, describe, expect, it } from '@jest/globals';
import type {
  FundingOwnerScope,
  TrustFundingStatuses,
} from '../../ports/trust-funding-statuses.port';
import type { DocumentRepository } from '../../ports/document-repository.port';
import type { Owners } from './owners';
import { secondsAfter, T0 } from './fixed-time';

const ME: FundingOwnerScope = { tenantId: 'bequest', accountId: 'a1', profileId: 'p1' };
const MY_SPOUSE: FundingOwnerScope = { ...ME, profileId: 'p2' };
const SOMEONE_ELSE: FundingOwnerScope = { tenantId: 'bequest', accountId: 'a2', profileId: 'p3' };

/** What TrustFundingStatuses promises: statuses kept per profile, the last save of a step winning. */
export const trustFundingStatusesContract = (
  setUp: () => Promise<{
    statuses: TrustFundingStatuses;
    owners: Owners;
    documents: DocumentRepository;
  }>,
): void =>
  describe('TrustFundingStatuses contract', () => {
    let statuses: TrustFundingStatuses;
    let documents: DocumentRepository;
    beforeEach(async () => {
      const given = await setUp();
      statuses = given.statuses;
      documents = given.documents;
      for (const owner of [ME, MY_SPOUSE, SOMEONE_ELSE, { ...MY_SPOUSE, profileId: 'p4' }]) {
        await given.owners.givenAccount(owner.tenantId, owner.accountId);
        await given.owners.givenProfile(owner.tenantId, owner.accountId, owner.profileId);
      }
    });

    it('lists nothing for a profile that never set a status', async () => {
      expect(await statuses.list(ME)).toEqual([]);
    });

    it('keeps the last status of each step, with when it changed', async () => {
      await statuses.save(ME, 'kind:home', { status: 'in_progress', doneOn: null }, T0);
      await statuses.save(
        ME,
        'kind:home',
        { status: 'done', doneOn: '2026-11-20' },
        secondsAfter(60),
      );
      await statuses.save(ME, 'asset:a1', { status: 'not_started', doneOn: null }, T0);
      const kept = [...(await statuses.list(ME))].sort((a, b) =>
        a.stepKey.localeCompare(b.stepKey),
      );
      expect(kept).toEqual([
        { stepKey: 'asset:a1', status: { status: 'not_started', doneOn: null }, updatedAt: T0 },
        {
          stepKey: 'kind:home',
          status: { status: 'done', doneOn: '2026-11-20' },
          updatedAt: secondsAfter(60),
        },
      ]);
    });

    it('keeps each profile and account apart', async () => {
      await statuses.save(ME, 'kind:home', { status: 'done', doneOn: '2026-11-20' }, T0);
      expect(await statuses.list(MY_SPOUSE)).toEqual([]);
      expect(await statuses.list(SOMEONE_ELSE)).toEqual([]);
      expect(await statuses.list({ ...ME, tenantId: 'acme' })).toEqual([]);
    });

    it('keeps reminders per profile: never sent, stopped, started again, sent', async () => {
      expect(await statuses.reminders(ME)).toEqual({ lastSentAt: null, stoppedAt: null });
      await statuses.setRemindersStopped(ME, true, T0);
      expect(await statuses.reminders(ME)).toEqual({ lastSentAt: null, stoppedAt: T0 });
      expect(await statuses.reminders(MY_SPOUSE)).toEqual({ lastSentAt: null, stoppedAt: null });
      await statuses.markReminded(ME, secondsAfter(60));
      await statuses.setRemindersStopped(ME, false, secondsAfter(120));
      expect(await statuses.reminders(ME)).toEqual({
        lastSentAt: secondsAfter(60),
        stoppedAt: null,
      });
    });

    it('offers as reminder candidates the finished trusts not stopped and not reminded since', async () => {
      const trust = (owner: FundingOwnerScope, randId: string, finalizedAt: string | null) =>
        documents.create(
          { ...owner, kind: 'RLT', randId, data: { randId, planType: 'RLT', finalizedAt } },
          T0,
        );
      await trust(ME, 'rlt-me', '2026-11-01T10:00:00.000Z');
      await trust(MY_SPOUSE, 'rlt-spouse', null);
      await documents.create(
        {
          ...MY_SPOUSE,
          profileId: 'p4',
          kind: 'RLT',
          randId: 'rlt-recent',
          data: { randId: 'rlt-recent', planType: 'RLT', finalizedAt: '2026-11-20T10:00:00.000Z' },
        },
        T0,
      );
      await trust(SOMEONE_ELSE, 'rlt-else', '2026-11-01T10:00:00.000Z');
      const window = { remindedBefore: T0, finishedBefore: new Date('2026-11-16T10:00:00Z') };
      const candidates = async () =>
        [...(await statuses.reminderCandidates(window, 10))].map((owner) => owner.profileId).sort();
      expect(await candidates()).toEqual(['p1', 'p3']);
      await statuses.markReminded(ME, secondsAfter(1));
      await statuses.setRemindersStopped(SOMEONE_ELSE, true, secondsAfter(-60));
      expect(await candidates()).toEqual([]);
      await statuses.markReminded(ME, T0);
      expect(await candidates()).toEqual(['p1']);
      expect(await statuses.reminderCandidates(window, 0)).toEqual([]);
    });
  });

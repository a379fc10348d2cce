import type { DocumentReview } from '@bequest/domain';
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { DocumentReviewFlags, ReviewFlagOwner } from '../../ports/document-review-flags.port';
import { secondsAfter, T0 } from './fixed-time';
import type { Owners } from './owners';

export interface DocumentReviewFlagsSubject {
  readonly flags: DocumentReviewFlags;
  readonly owners: Owners;
}

const OWNER: ReviewFlagOwner = { tenantId: 'bequest', accountId: 'a1', profileId: 'p1' };
const PARTNER: ReviewFlagOwner = { ...OWNER, profileId: 'p2' };
const STRANGER: ReviewFlagOwner = { tenantId: 'bequest', accountId: 'a2', profileId: 'p3' };

const review = (id: string, changes: Partial<DocumentReview> = {}) => ({
  id,
  kind: 'WILL' as const,
  documentId: 'will-1',
  event: 'MARRIED' as const,
  reason: 'Your marital status changed from Single to Married.',
  update: 'Update your will.',
  stateNote: null,
  movedFrom: null,
  ...changes,
});

/** What DocumentReviewFlags promises, for a store that starts empty on each `setUp`. */
export const documentReviewFlagsContract = (
  setUp: () => Promise<DocumentReviewFlagsSubject>,
): void =>
  describe('DocumentReviewFlags contract', () => {
    let flags: DocumentReviewFlags;
    beforeEach(async () => {
      const subject = await setUp();
      flags = subject.flags;
      await subject.owners.givenProfile(OWNER.tenantId, OWNER.accountId, OWNER.profileId);
      await subject.owners.givenProfile(PARTNER.tenantId, PARTNER.accountId, PARTNER.profileId);
      await subject.owners.givenProfile(STRANGER.tenantId, STRANGER.accountId, STRANGER.profileId);
    });

    it('lists the flags it raised, oldest first, each with its words and time', async () => {
      const moved = review('f2', {
        kind: 'AHCD',
        documentId: 'ahcd-1',
        event: 'MOVED_STATE',
        stateNote: 'Texas asks for two witnesses.',
        movedFrom: 'CA',
      });
      await flags.raise(OWNER, [review('f1')], T0);
      await flags.raise(OWNER, [moved], secondsAfter(60));
      expect(await flags.listOpen(OWNER)).toEqual([
        { ...review('f1'), flaggedAt: T0 },
        { ...moved, flaggedAt: secondsAfter(60) },
      ]);
    });

    it('replaces an open flag for the same document and event with the newest', async () => {
      await flags.raise(
        OWNER,
        [review('f1'), review('f2', { documentId: 'rlt-1', kind: 'RLT' })],
        T0,
      );
      const newer = review('f3', { reason: 'Newer' });
      await flags.raise(OWNER, [newer], secondsAfter(60));
      expect((await flags.listOpen(OWNER)).map(({ id, reason }) => [id, reason])).toEqual([
        ['f2', 'Your marital status changed from Single to Married.'],
        ['f3', 'Newer'],
      ]);
    });

    it('dismisses an open flag once, and the flag is gone from the list', async () => {
      await flags.raise(OWNER, [review('f1')], T0);
      expect(await flags.dismiss(OWNER, 'f1', secondsAfter(1))).toBe(true);
      expect(await flags.listOpen(OWNER)).toEqual([]);
      expect(await flags.dismiss(OWNER, 'f1', secondsAfter(2))).toBe(false);
      expect(await flags.dismiss(OWNER, 'unknown', secondsAfter(2))).toBe(false);
    });

    it('raises a flag again after the person dismissed the last one', async () => {
      await flags.raise(OWNER, [review('f1')], T0);
      await flags.dismiss(OWNER, 'f1', secondsAfter(1));
      await flags.raise(OWNER, [review('f2')], secondsAfter(2));
      expect((await flags.listOpen(OWNER)).map(({ id }) => id)).toEqual(['f2']);
    });

    it('keeps each profile’s flags its own: no one else lists or dismisses them', async () => {
      await flags.raise(OWNER, [review('f1')], T0);
      await flags.raise(PARTNER, [review('f2')], T0);
      expect((await flags.listOpen(PARTNER)).map(({ id }) => id)).toEqual(['f2']);
      expect(await flags.listOpen(STRANGER)).toEqual([]);
      expect(await flags.dismiss(STRANGER, 'f1', T0)).toBe(false);
      expect(await flags.dismiss(PARTNER, 'f1', T0)).toBe(false);
      expect(await flags.dismiss({ ...OWNER, tenantId: 'willow' }, 'f1', T0)).toBe(false);
      expect((await flags.listOpen(OWNER)).map(({ id }) => id)).toEqual(['f1']);
    });

    it('keeps the latest yearly review of each profile, and none for others', async () => {
      expect(await flags.lastYearlyReview(OWNER)).toBeNull();
      await flags.recordYearlyReview(OWNER, T0);
      await flags.recordYearlyReview(OWNER, secondsAfter(60));
      expect(await flags.lastYearlyReview(OWNER)).toEqual(secondsAfter(60));
      expect(await flags.lastYearlyReview(PARTNER)).toBeNull();
      expect(await flags.lastYearlyReview(STRANGER)).toBeNull();
    });
  });

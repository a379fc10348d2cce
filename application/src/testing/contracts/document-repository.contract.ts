import { beforeEach, describe, expect, it } from '@jest/globals';
import type { DocumentRepository, NewDocument } from '../../ports/document-repository.port';
import { secondsAfter, T0 } from './fixed-time';
import type { Owners } from './owners';

export interface DocumentRepositorySubject {
  readonly documents: DocumentRepository;
  readonly owners: Owners;
}

const will = (data: object = { hasPets: false }): NewDocument => ({
  tenantId: 'bequest',
  accountId: 'a1',
  profileId: 'p1',
  kind: 'WILL',
  randId: 'will-1',
  data: { randId: 'will-1', ...data },
});

/** What DocumentRepository promises, for a store that starts empty on each `setUp`. */
export const documentRepositoryContract = (setUp: () => Promise<DocumentRepositorySubject>): void =>
  describe('DocumentRepository contract', () => {
    let documents: DocumentRepository;
    beforeEach(async () => {
      const subject = await setUp();
      documents = subject.documents;
      await subject.owners.givenProfile('bequest', 'a1', 'p1');
      await subject.owners.givenProfile('bequest', 'a2', 'p2');
    });

    it('creates a document at its first version, never downloaded, dated by its creation', async () => {
      const expected = {
        randId: 'will-1',
        kind: 'WILL',
        profileId: 'p1',
        data: { randId: 'will-1', hasPets: false, isDownloaded: false },
        version: 1,
        updatedAt: T0,
      };
      expect(await documents.create(will(), T0)).toEqual(expected);
      expect(await documents.find('bequest', 'a1', 'p1', 'WILL')).toEqual(expected);
    });

    it('keeps only the answers: a fact given among them is not stored', async () => {
      await documents.create(will({ hasPets: true, isDownloaded: true }), T0);
      expect((await documents.find('bequest', 'a1', 'p1', 'WILL'))?.data).toEqual({
        randId: 'will-1',
        hasPets: true,
        isDownloaded: false,
      });
    });

    it('refuses a second document of a kind for a profile; another kind is its own', async () => {
      await documents.create(will(), T0);
      expect(
        await documents.create({ ...will({ hasPets: true }), randId: 'will-2' }, secondsAfter(1)),
      ).toBeNull();
      expect(await documents.find('bequest', 'a1', 'p1', 'WILL')).toMatchObject({
        randId: 'will-1',
        data: { hasPets: false },
      });
      expect(
        await documents.create({ ...will(), kind: 'AHCD', randId: 'ahcd-1' }, T0),
      ).toMatchObject({ kind: 'AHCD', randId: 'ahcd-1', version: 1 });
    });

    it('refuses a document whose id is taken and keeps the first', async () => {
      await documents.create(will(), T0);
      const taken = { ...will(), accountId: 'a2', profileId: 'p2', kind: 'AHCD' as const };
      await expect(documents.create(taken, T0)).rejects.toThrow();
      expect(await documents.find('bequest', 'a1', 'p1', 'WILL')).toMatchObject({ version: 1 });
      expect(await documents.find('bequest', 'a2', 'p2', 'AHCD')).toBeNull();
    });

    it('finds a document only inside its tenant and account, by its profile and kind', async () => {
      await documents.create(will(), T0);
      expect(await documents.find('willow', 'a1', 'p1', 'WILL')).toBeNull();
      expect(await documents.find('bequest', 'a2', 'p1', 'WILL')).toBeNull();
      expect(await documents.find('bequest', 'a1', 'p2', 'WILL')).toBeNull();
      expect(await documents.find('bequest', 'a1', 'p1', 'AHCD')).toBeNull();
    });

    it('replaces the answers at the stored version, moving to the next version at the time given', async () => {
      await documents.create(will(), T0);
      const saved = await documents.update(
        'bequest',
        'a1',
        'will-1',
        1,
        { randId: 'will-1', hasPets: true },
        secondsAfter(60),
      );
      const expected = {
        randId: 'will-1',
        kind: 'WILL',
        profileId: 'p1',
        data: { randId: 'will-1', hasPets: true, isDownloaded: false },
        version: 2,
        updatedAt: secondsAfter(60),
      };
      expect(saved).toEqual(expected);
      expect(await documents.find('bequest', 'a1', 'p1', 'WILL')).toEqual(expected);
    });

    it('refuses a write at a version no longer stored, or from another tenant or account', async () => {
      await documents.create(will(), T0);
      await documents.update('bequest', 'a1', 'will-1', 1, { hasPets: true }, secondsAfter(1));
      const stale = { hasPets: 'stale' };
      expect(await documents.update('bequest', 'a1', 'will-1', 1, stale, T0)).toBeNull();
      expect(await documents.update('willow', 'a1', 'will-1', 2, stale, T0)).toBeNull();
      expect(await documents.update('bequest', 'a2', 'will-1', 2, stale, T0)).toBeNull();
      expect(await documents.update('bequest', 'a1', 'unknown', 2, stale, T0)).toBeNull();
      expect(await documents.find('bequest', 'a1', 'p1', 'WILL')).toMatchObject({
        version: 2,
        data: { hasPets: true },
        updatedAt: secondsAfter(1),
      });
    });

    it('records a download beside the answers: the version stays and the next save is not stale', async () => {
      await documents.create(will(), T0);
      await documents.markDownloaded('bequest', 'a1', 'will-1', secondsAfter(10));
      expect(await documents.find('bequest', 'a1', 'p1', 'WILL')).toMatchObject({
        version: 1,
        updatedAt: T0,
        data: { isDownloaded: true },
      });
      expect(
        await documents.update('bequest', 'a1', 'will-1', 1, { hasPets: true }, secondsAfter(20)),
      ).toMatchObject({ version: 2, data: { hasPets: true, isDownloaded: true } });
    });

    it('records no download for another tenant or account', async () => {
      await documents.create(will(), T0);
      await documents.markDownloaded('willow', 'a1', 'will-1', T0);
      await documents.markDownloaded('bequest', 'a2', 'will-1', T0);
      expect((await documents.find('bequest', 'a1', 'p1', 'WILL'))?.data).toMatchObject({
        isDownloaded: false,
      });
    });
  });

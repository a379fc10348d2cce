import { beforeEach, describe, expect, it } from '@jest/globals';
import { ProfileSchema, type Profile } from '@bequest/domain';
import type { ProfileRepository } from '../../ports/profile-repository.port';
import type { Owners } from './owners';

export interface ProfileRepositorySubject {
  readonly profiles: ProfileRepository;
  readonly owners: Owners;
}

const profile = (randId: string, accountId: string, tenantId = 'bequest', last = 'Li'): Profile =>
  ProfileSchema.parse({
    randId,
    accountId,
    tenantId,
    fullName: { first: 'Ana', middle: '', last },
  });

const byId = (stored: readonly { profile: Profile }[]) =>
  stored.map(({ profile }) => profile.randId).sort();

/** What ProfileRepository promises, for a store that starts empty on each `setUp`. */
export const profileRepositoryContract = (setUp: () => Promise<ProfileRepositorySubject>): void =>
  describe('ProfileRepository contract', () => {
    let profiles: ProfileRepository;
    beforeEach(async () => {
      const subject = await setUp();
      profiles = subject.profiles;
      await subject.owners.givenAccount('bequest', 'a1');
      await subject.owners.givenAccount('bequest', 'a2');
      await subject.owners.givenAccount('willow', 'w1');
    });

    it('creates a profile at its first version and reads it back as it was given', async () => {
      expect(await profiles.create(profile('p1', 'a1'))).toEqual({
        profile: profile('p1', 'a1'),
        version: 1,
      });
      expect(await profiles.findById('bequest', 'a1', 'p1')).toEqual({
        profile: profile('p1', 'a1'),
        version: 1,
      });
    });

    it('refuses a profile whose id is taken and keeps the first', async () => {
      await profiles.create(profile('p1', 'a1'));
      await expect(profiles.create(profile('p1', 'a2', 'bequest', 'Eve'))).rejects.toThrow();
      expect(await profiles.findById('bequest', 'a1', 'p1')).toEqual({
        profile: profile('p1', 'a1'),
        version: 1,
      });
      expect(await profiles.findById('bequest', 'a2', 'p1')).toBeNull();
    });

    it('finds a profile only inside its tenant and account', async () => {
      await profiles.create(profile('p1', 'a1'));
      expect(await profiles.findById('bequest', 'a2', 'p1')).toBeNull();
      expect(await profiles.findById('willow', 'a1', 'p1')).toBeNull();
      expect(await profiles.findById('bequest', 'a1', 'unknown')).toBeNull();
    });

    it('lists the profiles of one account, none of another', async () => {
      await profiles.create(profile('p1', 'a1'));
      await profiles.create(profile('p2', 'a1'));
      await profiles.create(profile('p3', 'a2'));
      expect(byId(await profiles.listByAccount('bequest', 'a1'))).toEqual(['p1', 'p2']);
      expect(byId(await profiles.listByAccount('bequest', 'a2'))).toEqual(['p3']);
      expect(await profiles.listByAccount('willow', 'a1')).toEqual([]);
    });

    it('replaces a profile at the stored version and moves to the next version', async () => {
      await profiles.create(profile('p1', 'a1'));
      const renamed = profile('p1', 'a1', 'bequest', 'Lee');
      expect(await profiles.update(renamed, 1)).toEqual({ profile: renamed, version: 2 });
      expect(await profiles.findById('bequest', 'a1', 'p1')).toEqual({
        profile: renamed,
        version: 2,
      });
    });

    it('refuses a write naming a version that is no longer stored, and changes nothing', async () => {
      await profiles.create(profile('p1', 'a1'));
      await profiles.update(profile('p1', 'a1', 'bequest', 'Lee'), 1);
      expect(await profiles.update(profile('p1', 'a1', 'bequest', 'Stale'), 1)).toBeNull();
      expect((await profiles.findById('bequest', 'a1', 'p1'))?.profile.fullName.last).toBe('Lee');
    });

    it('refuses a write naming another account or tenant than the profile’s, and changes nothing', async () => {
      await profiles.create(profile('p1', 'a1'));
      expect(await profiles.update(profile('p1', 'a2', 'bequest', 'Eve'), 1)).toBeNull();
      expect(await profiles.update(profile('p1', 'w1', 'willow', 'Eve'), 1)).toBeNull();
      expect(await profiles.findById('bequest', 'a1', 'p1')).toEqual({
        profile: profile('p1', 'a1'),
        version: 1,
      });
    });
  });

import type { Profile } from '@bequest/domain';

/** A stored profile and the version its next write must name. */
export interface StoredProfile {
  readonly profile: Profile;
  readonly version: number;
}

/** Profiles, always inside one tenant and one account: another account's id finds nothing. */
export interface ProfileRepository {
  listByAccount(tenantId: string, accountId: string): Promise<StoredProfile[]>;
  findById(tenantId: string, accountId: string, profileId: string): Promise<StoredProfile | null>;
  create(profile: Profile): Promise<StoredProfile>;
  /** Replaces the profile when the stored version is `version`; null when it is not. */
  update(profile: Profile, version: number): Promise<StoredProfile | null>;
}
export const PROFILE_REPOSITORY: symbol = Symbol.for('ProfileRepository');

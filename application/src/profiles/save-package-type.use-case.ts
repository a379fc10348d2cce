import type { ClientProductType, EstatePlanPackageType } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import type { Requester } from '../shared/requester';
import { changeActiveProfile, type ProfileChangeError } from './change-active-profile';

export interface SavePackageTypeInput {
  readonly version: number;
  readonly estatePlanPackageType: EstatePlanPackageType;
  readonly clientProductType?: ClientProductType | null;
}

/** Save chosen package type (platform-core.md 2.10, 7) on the active profile. */
@injectable()
export class SavePackageType {
  constructor(@inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository) {}

  execute(
    requester: Requester,
    input: SavePackageTypeInput,
  ): Promise<Result<VersionedProfile, ProfileChangeError>> {
    return changeActiveProfile(this.profiles, requester, input.version, (profile) => ({
      ...profile,
      estatePlanPackageType: input.estatePlanPackageType,
      ...(input.clientProductType !== undefined
        ? { clientProductType: input.clientProductType }
        : {}),
    }));
  }
}

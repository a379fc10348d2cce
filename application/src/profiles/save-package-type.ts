import type { ClientProductType, EstatePlanPackageType } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

export interface SavePackageTypeInput {
  readonly version: number;
  readonly estatePlanPackageType: EstatePlanPackageType;
  readonly clientProductType?: ClientProductType | null;
}

/** Save chosen package type (platform-core.md 2.10, 7) on the active profile. */
@injectable()
export class SavePackageType {
  constructor(@inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository) {}

  async execute(
    requester: Requester,
    input: SavePackageTypeInput,
  ): Promise<
    Result<
      VersionedProfile,
      UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.STALE_WRITE'>
    >
  > {
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      requester.activeProfileId,
    );
    if (!stored) return err(notFound('Profile'));
    const saved = await this.profiles.update(
      {
        ...stored.profile,
        estatePlanPackageType: input.estatePlanPackageType,
        ...(input.clientProductType !== undefined
          ? { clientProductType: input.clientProductType }
          : {}),
      },
      input.version,
    );
    return saved ? ok({ ...saved.profile, version: saved.version }) : err(staleWrite());
  }
}

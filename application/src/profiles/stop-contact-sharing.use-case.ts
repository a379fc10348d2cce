import { withoutContactDetailsFor } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

export interface StopContactSharingInput {
  readonly profileId: string;
  readonly organizationId: string;
}

/**
 * Withdraws a nonprofit's permission to receive the person's contact details (giving 4.7, 8):
 * the organization leaves the profile's orgsAllowedToGetContactDetails. Only the person can give
 * that permission again, by opting in where the nonprofit asks.
 */
@injectable()
export class StopContactSharing {
  constructor(@inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository) {}

  async execute(
    requester: Requester,
    input: StopContactSharingInput,
  ): Promise<
    Result<
      VersionedProfile,
      UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.STALE_WRITE'>
    >
  > {
    const stored = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      input.profileId,
    );
    if (!stored) return err(notFound('Profile'));
    const saved = await this.profiles.update(
      {
        ...stored.profile,
        orgsAllowedToGetContactDetails: withoutContactDetailsFor(
          stored.profile.orgsAllowedToGetContactDetails,
          input.organizationId,
        ),
      },
      stored.version,
    );
    return saved ? ok({ ...saved.profile, version: saved.version }) : err(staleWrite());
  }
}

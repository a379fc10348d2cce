import { acceptTerms, withContactDetailsAllowedFor } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { CLOCK, type Clock } from '../ports/clock.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

export interface AcceptTermsInput {
  readonly version: number;
  /** The partner organisation the person agrees to share contact details with, if any. */
  readonly shareInfoWithOrgId?: string | null;
}

/** Terms acceptance and share-info (platform-core.md 4.10) on the active profile. */
@injectable()
export class AcceptTerms {
  constructor(
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    requester: Requester,
    input: AcceptTermsInput,
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
        ...acceptTerms(this.clock.now()),
        orgsAllowedToGetContactDetails: withContactDetailsAllowedFor(
          stored.profile.orgsAllowedToGetContactDetails,
          input.shareInfoWithOrgId ?? null,
        ),
      },
      input.version,
    );
    return saved ? ok({ ...saved.profile, version: saved.version }) : err(staleWrite());
  }
}

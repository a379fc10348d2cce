import { acceptTerms, withContactDetailsAllowedFor } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { CLOCK, type Clock } from '../ports/clock.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import type { Requester } from '../shared/requester';
import { changeActiveProfile, type ProfileChangeError } from './change-active-profile';

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

  execute(
    requester: Requester,
    input: AcceptTermsInput,
  ): Promise<Result<VersionedProfile, ProfileChangeError>> {
    return changeActiveProfile(this.profiles, requester, input.version, (profile) => ({
      ...profile,
      ...acceptTerms(this.clock.now()),
      orgsAllowedToGetContactDetails: withContactDetailsAllowedFor(
        profile.orgsAllowedToGetContactDetails,
        input.shareInfoWithOrgId ?? null,
      ),
    }));
  }
}

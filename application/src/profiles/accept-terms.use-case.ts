import { acceptTerms, withContactDetailsAllowedFor } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import { CLOCK, type Clock } from '../ports/clock.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import type { Requester } from '../shared/requester';
import { changeActiveProfile, type ProfileChangeError } from './change-active-profile';

export interface AcceptTermsInput {
  /** The version of the profile that accepts, as the person last read it. */
  readonly version: number;
  /**
   * The profile of the account that accepts: the active profile when absent. The account owner
   * accepts for the household's second member this way (platform-core.md 2.14, 4.10); a profile
   * of another account is not found.
   */
  readonly profileId?: string | null;
  /** The partner organization the person agrees to share contact details with, if any. */
  readonly shareInfoWithOrgId?: string | null;
}

/** Terms acceptance and share-info (platform-core.md 4.10) on a profile of the account. */
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
    const accepting = {
      ...requester,
      activeProfileId: input.profileId ?? requester.activeProfileId,
    };
    return changeActiveProfile(this.profiles, accepting, input.version, (profile) => ({
      ...profile,
      ...acceptTerms(this.clock.now()),
      orgsAllowedToGetContactDetails: withContactDetailsAllowedFor(
        profile.orgsAllowedToGetContactDetails,
        input.shareInfoWithOrgId ?? null,
      ),
    }));
  }
}

import type { Profile } from '@bequest/domain';
import type { ReviewFlagOwner } from '../ports/document-review-flags.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { Requester } from '../shared/requester';

/** Whose yearly review it is: the requester's active profile. */
export const reviewOwnerOf = (requester: Requester): ReviewFlagOwner => ({
  tenantId: requester.tenantId,
  accountId: requester.accountId,
  profileId: requester.activeProfileId,
});

/** The requester's active profile, or null when it is gone. */
export const reviewedProfileOf = async (
  profiles: ProfileRepository,
  requester: Requester,
): Promise<Profile | null> => {
  const stored = await profiles.findById(
    requester.tenantId,
    requester.accountId,
    requester.activeProfileId,
  );
  return stored?.profile ?? null;
};

import type { Profile } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import type { VersionedProfile } from '../accounts/current-user-view';
import type { ProfileRepository } from '../ports/profile-repository.port';
import { notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

export type ProfileChangeError =
  UseCaseError<'REQUEST.NOT_FOUND'> | UseCaseError<'REQUEST.STALE_WRITE'>;

/** Applies a change to the active profile when the stored version is the one the person edited. */
export const changeActiveProfile = async (
  profiles: ProfileRepository,
  requester: Requester,
  version: number,
  change: (profile: Profile) => Profile,
): Promise<Result<VersionedProfile, ProfileChangeError>> => {
  const stored = await profiles.findById(
    requester.tenantId,
    requester.accountId,
    requester.activeProfileId,
  );
  if (!stored) return err(notFound('Profile'));
  const saved = await profiles.update(change(stored.profile), version);
  return saved ? ok({ ...saved.profile, version: saved.version }) : err(staleWrite());
};

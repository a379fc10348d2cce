import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';

/** Get gift program details by profile id (platform-core.md 7), for a profile of the account. */
@injectable()
export class GetGiftProgramDetails {
  constructor(@inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository) {}

  async execute(
    requester: Requester,
    profileId: string,
  ): Promise<Result<Record<string, unknown>[], UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const stored = await this.profiles.findById(requester.tenantId, requester.accountId, profileId);
    return stored ? ok(stored.profile.giftProgramDetails) : err(notFound('Profile'));
  }
}

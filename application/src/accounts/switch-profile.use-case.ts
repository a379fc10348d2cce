import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PROFILE_REPOSITORY, type ProfileRepository } from '../ports/profile-repository.port';
import { notFound, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { AccountSessions } from './account-sessions.service';
import type { SessionGrant } from './session';

/** Set profile id in token (platform-core.md 4.14, 7): only a profile of the same account. */
@injectable()
export class SwitchProfile {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PROFILE_REPOSITORY) private readonly profiles: ProfileRepository,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
  ) {}

  async execute(
    requester: Requester,
    profileId: string,
  ): Promise<Result<SessionGrant, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    const profile = await this.profiles.findById(
      requester.tenantId,
      requester.accountId,
      profileId,
    );
    if (!account || !profile) return err(notFound('Profile'));
    return ok(await this.sessions.grant(account, account.isEmailConfirmed ? 200 : 207, profileId));
  }
}

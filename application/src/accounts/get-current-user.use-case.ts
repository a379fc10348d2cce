import { inject, injectable } from 'inversify';
import type { Result } from 'neverthrow';
import type { UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { AccountSessions } from './account-sessions.service';
import type { CurrentUserView } from './current-user-view';

/** Get current user (platform-core.md 3, 7). */
@injectable()
export class GetCurrentUser {
  constructor(@inject(AccountSessions) private readonly sessions: AccountSessions) {}

  execute(
    requester: Requester,
  ): Promise<Result<CurrentUserView, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    return this.sessions.currentUser(requester);
  }
}

import { AUTH_RESPONSE_CODES } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { staleWrite, type UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { AccountEmails } from './account-emails';
import { AccountSessions } from './account-sessions';
import type { SessionGrant } from './session';

export interface LogInInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
  readonly password: string;
}

export const INVALID_CREDENTIALS: UseCaseError<'AUTH.INVALID_CREDENTIALS'> = {
  code: 'AUTH.INVALID_CREDENTIALS',
  message: AUTH_RESPONSE_CODES[401],
};

/** Code 208: the account has no password yet; a link to set one was e-mailed. */
export const NO_PASSWORD_SET: UseCaseError<'AUTH.NO_PASSWORD_SET'> = {
  code: 'AUTH.NO_PASSWORD_SET',
  message: AUTH_RESPONSE_CODES[208],
};

export type LogInError =
  typeof INVALID_CREDENTIALS | typeof NO_PASSWORD_SET | UseCaseError<'REQUEST.STALE_WRITE'>;

/**
 * Log in with e-mail and password (platform-core.md 4.2, 8): 200 when verified, 207 when the
 * e-mail is not verified yet, 208 (and a set-password e-mail) when no password was ever set,
 * 401 otherwise, whether the e-mail or the password was wrong.
 */
@injectable()
export class LogIn {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(AccountEmails) private readonly emails: AccountEmails,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
  ) {}

  async execute(input: LogInInput): Promise<Result<SessionGrant, LogInError>> {
    const account = await this.accounts.findByEmail(
      input.tenantId,
      input.email.trim().toLowerCase(),
    );
    if (!account) {
      await this.hasher.hash(input.password);
      return err(INVALID_CREDENTIALS);
    }
    if (!account.passwordHash) {
      await this.emails.send(account, 'finish_your_account', 'reset_password', input.origin);
      return err(NO_PASSWORD_SET);
    }
    if (!(await this.hasher.verify(account.passwordHash, input.password)))
      return err(INVALID_CREDENTIALS);
    const updated = await this.accounts.update(account.tenantId, account.id, account.version, {
      signInCount: account.signInCount + 1,
    });
    if (!updated) return err(staleWrite());
    return ok(await this.sessions.grant(updated, updated.isEmailConfirmed ? 200 : 207));
  }
}

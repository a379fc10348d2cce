import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import { staleWrite, type UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { AccountEmails } from './account-emails.service';
import { AccountSessions } from './account-sessions.service';
import type { SessionGrant } from './session';
import { SignInThrottle } from './sign-in-throttle.service';
import { configurationOf } from './tenant-configurations';
import { signInThrottled, INVALID_CREDENTIALS, NO_PASSWORD_SET, SSO_ONLY } from './accounts.errors';

export interface LogInInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
  readonly password: string;
  /** The client's address, as the proxy reports it. */
  readonly clientAddress: string;
  /** The known-device cookie the browser sent, if any. */
  readonly deviceToken: string | null;
}

/** A password sign-in's session, and the browser's known-device token for the account. */
export interface PasswordSessionGrant extends SessionGrant {
  readonly deviceToken: string;
}

export type LogInError =
  | typeof INVALID_CREDENTIALS
  | typeof NO_PASSWORD_SET
  | typeof SSO_ONLY
  | UseCaseError<'REQUEST.RATE_LIMITED'>
  | UseCaseError<'REQUEST.STALE_WRITE'>;

/**
 * Log in with e-mail and password (platform-core.md 4.2, 8): 200 when verified, 207 when the
 * e-mail is not verified yet, 208 (and a set-password e-mail) when no password was ever set,
 * 401 otherwise, whether the e-mail or the password was wrong. Wrong passwords are throttled,
 * never locked out (`SignInThrottle`).
 */
@injectable()
export class LogIn {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(AccountEmails) private readonly emails: AccountEmails,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(SignInThrottle) private readonly throttle: SignInThrottle,
  ) {}

  async execute(input: LogInInput): Promise<Result<PasswordSessionGrant, LogInError>> {
    if ((await configurationOf(this.configurations, input.tenantId)).sso.enabled)
      return err(SSO_ONLY);
    const email = input.email.trim().toLowerCase();
    const account = await this.accounts.findByEmail(input.tenantId, email);
    const { verdict, allowed } = await this.throttle.attempt(
      { ...input, email },
      account?.id ?? null,
    );
    if (!verdict.allowed) return err(signInThrottled(verdict.retryAfterSeconds));
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
    const deviceToken = await this.throttle.succeeded(allowed, account.id);
    return ok({
      ...(await this.sessions.grant(updated, updated.isEmailConfirmed ? 200 : 207)),
      deviceToken,
    });
  }
}

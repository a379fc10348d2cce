import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { invalidInput, staleWrite, type UseCaseError } from '../shared/errors';
import type { TenantScope } from '../shared/requester';
import { AccountSessions } from './account-sessions.service';
import { RedeemLink } from './redeem-link.service';
import { EXPIRED_LINK } from './accounts.errors';
import type { PasswordSessionGrant } from './log-in.use-case';
import { SignInThrottle } from './sign-in-throttle.service';
import { validateNewPassword } from './set-password.use-case';
export interface ResetPasswordInput extends TenantScope {
  readonly code: string;
  readonly password: string;
  readonly confirmPassword: string;
  /** The known-device cookie the browser sent, if any. */
  readonly deviceToken: string | null;
}

export type ResetPasswordError =
  typeof EXPIRED_LINK | UseCaseError<'REQUEST.INVALID'> | UseCaseError<'REQUEST.STALE_WRITE'>;

/**
 * Password reset from the e-mailed link, also how an account started without a password gets
 * one: the link proves the e-mail, every older session ends, the failed log-ins under the e-mail
 * are forgotten, and the person is signed in on a device now known to the account.
 */
@injectable()
export class ResetPassword {
  constructor(
    @inject(RedeemLink) private readonly links: RedeemLink,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
    @inject(SignInThrottle) private readonly throttle: SignInThrottle,
  ) {}

  async execute(
    input: ResetPasswordInput,
  ): Promise<Result<PasswordSessionGrant, ResetPasswordError>> {
    const errors = validateNewPassword(input.password, input.confirmPassword);
    if (Object.keys(errors).length > 0) return err(invalidInput(errors));
    const account = await this.links.redeem(input.tenantId, 'reset_password', input.code);
    if (account.isErr()) return err(account.error);
    const { tenantId, id, email, version, sessionVersion, signInCount } = account.value;
    const updated = await this.accounts.update(tenantId, id, version, {
      passwordHash: await this.hasher.hash(input.password),
      isRegistered: true,
      isEmailConfirmed: true,
      sessionVersion: sessionVersion + 1,
      signInCount: signInCount + 1,
    });
    if (!updated) return err(staleWrite());
    const deviceToken = await this.throttle.provedByEmail(tenantId, email, id, input.deviceToken);
    return ok({ ...(await this.sessions.grant(updated, 200)), deviceToken });
  }
}

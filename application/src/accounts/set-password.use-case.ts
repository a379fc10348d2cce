import {
  isValidPassword,
  PASSWORD_CRITERIA_MESSAGE,
  validatePasswordConfirmation,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../shared/errors';
import type { Requester } from '../shared/requester';
import { AccountSessions } from './account-sessions.service';
import type { SessionGrant } from './session';
import { INCORRECT_PASSWORD } from './accounts.errors';

export interface SetPasswordInput {
  readonly password: string;
  readonly confirmPassword: string;
  /** Required once the account has a password (code 422 when wrong). */
  readonly currentPassword?: string | null;
}

export type SetPasswordError =
  | UseCaseError<'REQUEST.INVALID'>
  | UseCaseError<'REQUEST.NOT_FOUND'>
  | UseCaseError<'REQUEST.STALE_WRITE'>
  | typeof INCORRECT_PASSWORD;

/** Validates a new password and its confirmation (platform-core.md 5). */
export const validateNewPassword = (password: string, confirmPassword: string) => {
  const errors: Record<string, string> = {};
  if (!isValidPassword(password)) errors.password = PASSWORD_CRITERIA_MESSAGE;
  const confirmation = validatePasswordConfirmation(password, confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
};

/**
 * Set password (platform-core.md 4.15, 7): the account becomes registered; every other session
 * ends, and the caller gets a fresh token.
 */
@injectable()
export class SetPassword {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(AccountSessions) private readonly sessions: AccountSessions,
  ) {}

  async execute(
    requester: Requester,
    input: SetPasswordInput,
  ): Promise<Result<SessionGrant, SetPasswordError>> {
    const errors = validateNewPassword(input.password, input.confirmPassword);
    if (Object.keys(errors).length > 0) return err(invalidInput(errors));
    const account = await this.accounts.findById(requester.tenantId, requester.accountId);
    if (!account) return err(notFound('Account'));
    if (
      account.passwordHash &&
      !(await this.hasher.verify(account.passwordHash, input.currentPassword ?? ''))
    )
      return err(INCORRECT_PASSWORD);
    const updated = await this.accounts.update(account.tenantId, account.id, account.version, {
      passwordHash: await this.hasher.hash(input.password),
      isRegistered: true,
      sessionVersion: account.sessionVersion + 1,
    });
    if (!updated) return err(staleWrite());
    return ok(
      await this.sessions.grant(
        updated,
        updated.isEmailConfirmed ? 200 : 207,
        requester.activeProfileId,
      ),
    );
  }
}

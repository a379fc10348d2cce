import { inject, injectable } from 'inversify';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import type { TenantScope } from '../shared/requester';
import { AccountEmails } from './account-emails';

export interface RequestPasswordResetInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
}

/** Password recovery: a reset link by e-mail; the answer never says whether the account exists. */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(AccountEmails) private readonly emails: AccountEmails,
  ) {}

  async execute(input: RequestPasswordResetInput): Promise<void> {
    const account = await this.accounts.findByEmail(
      input.tenantId,
      input.email.trim().toLowerCase(),
    );
    if (account) await this.emails.send(account, 'password_reset', 'reset_password', input.origin);
  }
}

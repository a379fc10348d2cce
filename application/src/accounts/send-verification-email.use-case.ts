import { inject, injectable } from 'inversify';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import type { TenantScope } from '../shared/requester';
import { AccountEmails } from './account-emails.service';

export interface SendVerificationEmailInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
  readonly redirectPath?: string | null;
}

/**
 * Send verification e-mail (platform-core.md 7): a link for an unverified account. The answer
 * is the same whether or not the address has an account, so it reveals nothing.
 */
@injectable()
export class SendVerificationEmail {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(AccountEmails) private readonly emails: AccountEmails,
  ) {}

  async execute(input: SendVerificationEmailInput): Promise<{ success: true }> {
    const account = await this.accounts.findByEmail(
      input.tenantId,
      input.email.trim().toLowerCase(),
    );
    if (account && !account.isEmailConfirmed)
      await this.emails.send(
        account,
        'verify_email',
        'verify_email',
        input.origin,
        input.redirectPath,
      );
    return { success: true };
  }
}

import { inject, injectable } from 'inversify';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';
import type { TenantScope } from '../shared/requester';
import { AccountEmails } from './account-emails.service';
import { configurationOf } from './tenant-configurations';

export interface RequestPasswordResetInput extends TenantScope {
  readonly origin: string;
  readonly email: string;
}

/**
 * Password recovery: a reset link by e-mail; the answer never says whether the account exists.
 * Under single sign-on the firm's provider owns passwords, so nothing is sent.
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(AccountEmails) private readonly emails: AccountEmails,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
  ) {}

  async execute(input: RequestPasswordResetInput): Promise<void> {
    if ((await configurationOf(this.configurations, input.tenantId)).sso.enabled) return;
    const account = await this.accounts.findByEmail(
      input.tenantId,
      input.email.trim().toLowerCase(),
    );
    if (!account) return;
    // An account started without a password has none to reset: it is asked to finish instead.
    await this.emails.send(
      account,
      account.passwordHash ? 'password_reset' : 'finish_your_account',
      'reset_password',
      input.origin,
    );
  }
}

import { inject, injectable } from 'inversify';
import { ACCOUNT_REPOSITORY, type AccountRepository } from '../ports/account-repository.port';
import type { Requester } from '../shared/requester';

/**
 * Log out (platform-core.md 4.2): every token of the account stops working, so a copied bearer
 * token is as logged out as the browser whose cookie is expired.
 */
@injectable()
export class LogOut {
  constructor(@inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository) {}

  async execute(requester: Requester): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const account = await this.accounts.findById(requester.tenantId, requester.accountId);
      if (!account) return;
      const updated = await this.accounts.update(account.tenantId, account.id, account.version, {
        sessionVersion: account.sessionVersion + 1,
      });
      if (updated) return;
    }
  }
}

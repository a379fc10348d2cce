import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  ACCOUNT_REPOSITORY,
  type AccountRecord,
  type AccountRepository,
} from '../ports/account-repository.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  ONE_TIME_LINKS,
  type OneTimeLinkPurpose,
  type OneTimeLinks,
} from '../ports/one-time-links.port';
import { EXPIRED_LINK } from './accounts.errors';

/** Uses an e-mailed link once and answers the account it was made for. */
@injectable()
export class RedeemLink {
  constructor(
    @inject(ONE_TIME_LINKS) private readonly links: OneTimeLinks,
    @inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async redeem(
    tenantId: string,
    purpose: OneTimeLinkPurpose,
    code: string,
  ): Promise<Result<AccountRecord, typeof EXPIRED_LINK>> {
    const accountId = await this.links.consume(tenantId, purpose, code, this.clock.now());
    const account = accountId ? await this.accounts.findById(tenantId, accountId) : null;
    return account ? ok(account) : err(EXPIRED_LINK);
  }
}

import { inject, injectable } from 'inversify';
import type { AccountRecord } from '../../ports/account-repository.port';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { STOCK_GIFTS, type StockGifts } from '../../ports/stock-gifts.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import { allOrNothing } from '../../shared/all-or-nothing';
import { GiftProfileLines } from '../gift-records.service';

/**
 * A guest's gifts of securities join the account of the same person (ADR 0026): when an account
 * whose e-mail is verified signs in, each guest's gift no account owns whose donor confirmed that
 * same address (by the link e-mailed to it) becomes the account owner's, with its `stock_gift`
 * line and its gift program details entry (giving 3.5, 4.9) written in the same transaction.
 * Both addresses proven by a link sent to them, so the mailbox's holder is the donor. A gift
 * changed meanwhile is left for the next sign-in.
 */
@injectable()
export class ClaimGuestStockGifts {
  constructor(
    @inject(STOCK_GIFTS) private readonly gifts: StockGifts,
    @inject(GiftProfileLines) private readonly lines: GiftProfileLines,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The ids of the gifts the account now owns. */
  async execute(account: AccountRecord): Promise<string[]> {
    if (!account.isEmailConfirmed) return [];
    const unclaimed = await this.gifts.listUnclaimedByConfirmedEmail(
      account.tenantId,
      account.email,
    );
    const owner = { accountId: account.id, profileId: account.accountOwnerId };
    const claimed: string[] = [];
    for (const kept of unclaimed) {
      const at = this.clock.now();
      const done = await allOrNothing(this.transactions, async (abort) => {
        if (!(await this.gifts.claim(kept.tenantId, kept.gift.id, owner, kept.version))) abort();
        if (!(await this.lines.record('stockGift', kept.tenantId, owner, kept.gift, at))) abort();
        return true;
      });
      if (done) claimed.push(kept.gift.id);
    }
    return claimed;
  }
}

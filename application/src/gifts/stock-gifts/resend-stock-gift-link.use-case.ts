import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ID_GENERATOR, type IdGenerator } from '../../ports/id-generator.port';
import { STOCK_GIFTS, type GiftAccess, type StockGifts } from '../../ports/stock-gifts.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import type { UseCaseError } from '../../shared/errors';
import { StockGiftEmails } from './stock-gift-emails.service';
import { StockGiftRecords } from './stock-gift-records.service';
import { ALREADY_CONFIRMED } from './stock-gifts.errors';

/**
 * Sends the donor's e-mailed link again (issue 23), with a new key: the one sent before no longer
 * opens the gift.
 */
@injectable()
export class ResendStockGiftLink {
  constructor(
    @inject(STOCK_GIFTS) private readonly gifts: StockGifts,
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(StockGiftEmails) private readonly emails: StockGiftEmails,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(
    access: GiftAccess,
    id: string,
    origin: string,
  ): Promise<
    Result<{ success: true }, UseCaseError<'REQUEST.NOT_FOUND' | 'GIFT.TRANSITION_REFUSED'>>
  > {
    const kept = await this.records.reach(access, id);
    if (kept.isErr()) return err(kept.error);
    if (kept.value.gift.donorEmailConfirmed) return err(ALREADY_CONFIRMED);
    const emailKey = this.ids.newSecret();
    await this.transactions.run(async () => {
      await this.gifts.replaceEmailKey(access.tenantId, id, emailKey);
      await this.emails.sendLink(access.tenantId, kept.value.gift, emailKey, origin);
    });
    return ok({ success: true });
  }
}

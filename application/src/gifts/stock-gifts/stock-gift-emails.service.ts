import type { StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { ID_GENERATOR, type IdGenerator } from '../../ports/id-generator.port';
import { MAIL_OUTBOX, type MailOutbox } from '../../ports/mail-outbox.port';
import { STOCK_GIFTS, type GiftAccess, type StockGifts } from '../../ports/stock-gifts.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import type { UseCaseError } from '../../shared/errors';
import { StockGiftRecords } from './stock-gift-records.service';
import { ALREADY_CONFIRMED } from './stock-gifts.errors';

/**
 * The link e-mailed to the donor (issue 23, the account-verification step-up of giving 2.5): it
 * brings a guest back to their gift, and opening it confirms that the address is the donor's.
 */
@injectable()
export class StockGiftEmails {
  constructor(
    @inject(STOCK_GIFTS) private readonly gifts: StockGifts,
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  sendLink(tenantId: string, gift: StockGift, emailKey: string, origin: string): Promise<void> {
    return this.outbox.enqueue({
      tenantId,
      to: gift.donor.email,
      template: 'stock_gift_started',
      values: {
        nonprofitName: gift.recipient.legalName,
        link: `${origin}/sg/a/${gift.id}/donation?key=${encodeURIComponent(emailKey)}`,
      },
    });
  }

  /** Sends the link again, with a new key: the one sent before no longer opens the gift. */
  async resend(
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
      await this.sendLink(access.tenantId, kept.value.gift, emailKey, origin);
    });
    return ok({ success: true });
  }
}

import type { StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { MAIL_OUTBOX, type MailOutbox } from '../../ports/mail-outbox.port';

/**
 * The link e-mailed to the donor (issue 23, the account-verification step-up of giving 2.5): it
 * brings a guest back to their gift, and opening it confirms that the address is the donor's.
 */
@injectable()
export class StockGiftEmails {
  constructor(@inject(MAIL_OUTBOX) private readonly outbox: MailOutbox) {}

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
}

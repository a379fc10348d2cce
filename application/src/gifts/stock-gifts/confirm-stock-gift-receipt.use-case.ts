import {
  calendarDateOf,
  fieldErrorsOf,
  nextGiftStatus,
  receiptSchema,
  type StockGift,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../../ports/mail-outbox.port';
import { STOCK_GIFTS, type StockGifts } from '../../ports/stock-gifts.port';
import { invalidInput, notFound, staleWrite, type UseCaseError } from '../../shared/errors';
import type { TenantScope } from '../../shared/requester';
import { giftDescription, StockGiftLetters } from './stock-gift-letters.service';
import { StockGiftRecords } from './stock-gift-records.service';

export type ConfirmStockGiftReceiptError = UseCaseError<
  'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED'
>;

/**
 * The nonprofit confirms the shares arrived, by the link it was e-mailed when the donor signed
 * (issue 23): the gift is confirmed and the donor is e-mailed the nonprofit's acknowledgement.
 */
@injectable()
export class ConfirmStockGiftReceipt {
  constructor(
    @inject(STOCK_GIFTS) private readonly gifts: StockGifts,
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(StockGiftLetters) private readonly letters: StockGiftLetters,
    @inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    scope: TenantScope,
    id: string,
    receiptKey: string,
    input: unknown,
  ): Promise<Result<StockGift, ConfirmStockGiftReceiptError>> {
    const kept = await this.gifts.findForNonprofit(scope.tenantId, id, receiptKey);
    if (!kept) return err(notFound('Stock gift'));
    const status = nextGiftStatus(kept.gift.status, 'confirm-receipt');
    if (status.isErr()) return err(status.error);
    const at = this.clock.now();
    const tickers = (kept.gift.donation?.lots ?? []).map((lot) => lot.ticker);
    const read = receiptSchema(calendarDateOf(at), tickers).safeParse(input);
    if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));

    const confirmed: StockGift = {
      ...kept.gift,
      status: status.value,
      receipt: read.data,
    };
    const acknowledgement = await this.letters.render(confirmed, 'TAX_ACKNOWLEDGEMENT');
    const saved = await this.records.write(kept, confirmed, at, {
      alongside: async () => {
        const stored = await this.letters.keep(
          { tenantId: scope.tenantId, gift: confirmed, giftVersion: kept.version + 1 },
          acknowledgement,
          'email',
        );
        await this.outbox.enqueue({
          tenantId: scope.tenantId,
          to: confirmed.donor.email,
          template: 'stock_gift_received',
          values: {
            donorName: confirmed.donor.fullName,
            nonprofitName: confirmed.recipient.legalName,
            gift: giftDescription(confirmed),
            receivedOn: read.data.receivedOn,
          },
          attachment: { key: stored.key, fileName: acknowledgement.fileName },
        });
      },
    });
    return saved ? ok(saved) : err(staleWrite());
  }
}

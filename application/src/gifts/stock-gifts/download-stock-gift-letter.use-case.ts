import { giftRefusal, type StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { StockGiftLetterKind } from '../../ports/document-storage.port';
import type { GiftAccess } from '../../ports/stock-gifts.port';
import {
  StockGiftLetters,
  type GiftLetter,
  type GiftLetterError,
} from './stock-gift-letters.service';
import { StockGiftRecords } from './stock-gift-records.service';

/** A letter exists once the donor signed; the acknowledgement once the nonprofit confirmed. */
const isReady = (gift: StockGift, kind: StockGiftLetterKind): boolean =>
  kind === 'STOCK_GIFT_LETTER' ? gift.signature !== null : gift.status === 'CONFIRMED';

/**
 * A stock gift's letter downloaded as a PDF (giving 7.3: `GET /stock-gift/{id}.pdf`,
 * `/stock-gift/{id}/tax-acknowledgement.pdf`): the letter of authorization once the donor signed,
 * the acknowledgement once the nonprofit confirmed receipt; each copy kept in the storage center.
 */
@injectable()
export class DownloadStockGiftLetter {
  constructor(
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(StockGiftLetters) private readonly letters: StockGiftLetters,
  ) {}

  async execute(
    access: GiftAccess,
    id: string,
    kind: StockGiftLetterKind,
  ): Promise<Result<GiftLetter, GiftLetterError>> {
    const kept = await this.records.reach(access, id);
    if (kept.isErr()) return err(kept.error);
    const { gift, version } = kept.value;
    if (!isReady(gift, kind)) return err(giftRefusal(gift.status));
    const letter = await this.letters.render(gift, kind);
    await this.letters.keep(
      { tenantId: access.tenantId, gift, giftVersion: version },
      letter,
      'download',
    );
    return ok(letter);
  }
}

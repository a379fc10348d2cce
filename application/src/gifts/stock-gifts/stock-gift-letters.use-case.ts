import { giftRefusal, lotDescription, type StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { DOCUMENT_RENDERER, type DocumentRenderer } from '../../ports/document-renderer.port';
import {
  DOCUMENT_STORAGE,
  type DocumentStorage,
  type GiftLetterKind,
  type StockGiftLetterKind,
  type StoragePurpose,
  type StoredCopy,
} from '../../ports/document-storage.port';
import type { GiftAccess } from '../../ports/stock-gifts.port';
import type { UseCaseError } from '../../shared/errors';
import { StockGiftRecords } from './stock-gift-records.service';

const FILE_NAMES: Readonly<Record<StockGiftLetterKind, string>> = {
  STOCK_GIFT_LETTER: 'stock-gift-letter-of-authorization.pdf',
  TAX_ACKNOWLEDGEMENT: 'stock-gift-tax-acknowledgement.pdf',
};

/** A letter exists once the donor signed; the acknowledgement once the nonprofit confirmed. */
const isReady = (gift: StockGift, kind: StockGiftLetterKind): boolean =>
  kind === 'STOCK_GIFT_LETTER' ? gift.signature !== null : gift.status === 'CONFIRMED';

/**
 * Each letter is dated by the gift, not by the printing: the letter the day the donor signed it,
 * the acknowledgement the day the nonprofit received the shares.
 */
const letterDate = (gift: StockGift, kind: StockGiftLetterKind): Date =>
  new Date(
    `${(kind === 'STOCK_GIFT_LETTER' ? gift.signature?.signedOn : gift.receipt?.receivedOn) ?? '1970-01-01'}T12:00:00Z`,
  );

export interface GiftLetter {
  readonly kind: GiftLetterKind;
  readonly fileName: string;
  readonly content: Buffer;
}

export type GiftLetterError = UseCaseError<'REQUEST.NOT_FOUND' | 'GIFT.TRANSITION_REFUSED'>;

/**
 * A stock gift's letters as PDFs (giving 7.3: `GET /stock-gift/{id}.pdf`,
 * `/stock-gift/{id}/tax-acknowledgement.pdf`): the letter of authorization once the donor signed,
 * the acknowledgement once the nonprofit confirmed receipt; each copy kept in the storage center.
 */
@injectable()
export class StockGiftLetters {
  constructor(
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
    @inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @inject(CLOCK) private readonly clock: Clock,
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
    const letter = await this.render(gift, kind);
    await this.keep({ tenantId: access.tenantId, gift, giftVersion: version }, letter, 'download');
    return ok(letter);
  }

  async render(gift: StockGift, kind: StockGiftLetterKind): Promise<GiftLetter> {
    const date = letterDate(gift, kind);
    const content =
      kind === 'STOCK_GIFT_LETTER'
        ? await this.renderer.renderStockGiftLetter(gift, date)
        : await this.renderer.renderTaxAcknowledgement(gift, date);
    return { kind, fileName: FILE_NAMES[kind], content };
  }

  /** Keeps a copy of a letter leaving the product. */
  keep(
    of: { readonly tenantId: string; readonly gift: StockGift; readonly giftVersion: number },
    letter: GiftLetter,
    purpose: StoragePurpose,
  ): Promise<StoredCopy> {
    return this.storage.keep(
      {
        tenantId: of.tenantId,
        giftId: of.gift.id,
        kind: letter.kind,
        giftVersion: of.giftVersion,
        purpose,
      },
      letter.content,
      this.clock.now(),
    );
  }
}

/** "10 shares of VTI and $500.00 of AAPL", for e-mails. */
export const giftDescription = (gift: StockGift): string =>
  (gift.donation?.lots ?? []).map(lotDescription).join(' and ');

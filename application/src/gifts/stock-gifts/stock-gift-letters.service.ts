import { lotDescription, type StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
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
import type { UseCaseError } from '../../shared/errors';

const FILE_NAMES: Readonly<Record<StockGiftLetterKind, string>> = {
  STOCK_GIFT_LETTER: 'stock-gift-letter-of-authorization.pdf',
  TAX_ACKNOWLEDGEMENT: 'stock-gift-tax-acknowledgement.pdf',
};

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
 * A stock gift's letters as PDFs: the letter of authorization and the nonprofit's tax
 * acknowledgement, drawn for the donor's download and for the e-mails that carry them, each copy
 * that leaves the product kept in the storage center.
 */
@injectable()
export class StockGiftLetters {
  constructor(
    @inject(DOCUMENT_RENDERER) private readonly renderer: DocumentRenderer,
    @inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

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

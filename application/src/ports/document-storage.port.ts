import type { StoredDocumentKind } from './document-repository.port';

/** Why a rendered copy left the product: the storage center keeps each one (DECISIONS.md). */
export type StoragePurpose = 'download' | 'email' | 'mail';

export interface StoredCopy {
  readonly key: string;
  readonly sha256: string;
  readonly bytes: number;
}

/** A stock gift's letters: the donor's letter of authorization, the nonprofit's acknowledgement. */
export type StockGiftLetterKind = 'STOCK_GIFT_LETTER' | 'TAX_ACKNOWLEDGEMENT';

/**
 * The letters a gift produces (issue 23): a stock gift's, a QCD's letter of instruction to the
 * IRA custodian, and a DAF grant's recommendation to the sponsor.
 */
export type GiftLetterKind =
  StockGiftLetterKind | 'QCD_CUSTODIAN_LETTER' | 'DAF_GRANT_RECOMMENDATION';

/** Whose copy it is: a document of a profile, or a letter of a gift (a guest's has no account). */
export type KeptCopy = {
  readonly tenantId: string;
  readonly purpose: StoragePurpose;
} & (
  | {
      readonly accountId: string;
      readonly profileId: string;
      readonly kind: StoredDocumentKind;
      readonly documentVersion: number;
    }
  | { readonly giftId: string; readonly kind: GiftLetterKind; readonly giftVersion: number }
);

/** The storage center: every PDF downloaded, e-mailed or mailed, with its hash and owner. */
export interface DocumentStorage {
  keep(copy: KeptCopy, pdf: Buffer, at: Date): Promise<StoredCopy>;
  /** The bytes of a kept copy, by its key. */
  read(key: string): Promise<Buffer | null>;
}
export const DOCUMENT_STORAGE: symbol = Symbol.for('DocumentStorage');

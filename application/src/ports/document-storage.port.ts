import type { StoredDocumentKind } from './document-repository.port';

/** Why a rendered copy left the product: the storage center keeps each one (DECISIONS.md). */
export type StoragePurpose = 'download' | 'email' | 'mail';

export interface StoredCopy {
  readonly key: string;
  readonly sha256: string;
  readonly bytes: number;
}

/** The storage center: every PDF downloaded, e-mailed or mailed, with its hash and owner. */
/** The letters a gift produces (issue 23). */
export type GiftLetterKind = 'STOCK_GIFT_LETTER' | 'TAX_ACKNOWLEDGEMENT';

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

export interface DocumentStorage {
  keep(copy: KeptCopy, pdf: Buffer, at: Date): Promise<StoredCopy>;
  /** The bytes of a kept copy, by its key. */
  read(key: string): Promise<Buffer | null>;
}
export const DOCUMENT_STORAGE: symbol = Symbol.for('DocumentStorage');

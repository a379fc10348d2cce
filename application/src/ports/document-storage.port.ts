import type { StoredDocumentKind } from './document-repository.port';

/** Why a rendered copy left the product: the storage center keeps each one (DECISIONS.md). */
export type StoragePurpose = 'download' | 'email' | 'mail';

export interface StoredCopy {
  readonly key: string;
  readonly sha256: string;
  readonly bytes: number;
}

/** The storage center: every PDF downloaded, e-mailed or mailed, with its hash and owner. */
export interface DocumentStorage {
  keep(
    copy: {
      readonly tenantId: string;
      readonly accountId: string;
      readonly profileId: string;
      readonly kind: StoredDocumentKind;
      readonly documentVersion: number;
      readonly purpose: StoragePurpose;
    },
    pdf: Buffer,
    at: Date,
  ): Promise<StoredCopy>;
  /** The bytes of a kept copy, by its key. */
  read(key: string): Promise<Buffer | null>;
}
export const DOCUMENT_STORAGE: symbol = Symbol.for('DocumentStorage');

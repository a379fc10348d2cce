import type { DocumentProductType } from '@bequest/domain';

/** What the document table holds: every document kind and the beneficiary plan. */
export type StoredDocumentKind = DocumentProductType;

/** A stored document's answers and the version its next write must name. */
export interface StoredDocument {
  readonly randId: string;
  readonly kind: StoredDocumentKind;
  readonly profileId: string;
  readonly data: unknown;
  readonly version: number;
  readonly updatedAt: Date;
}

export interface NewDocument {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
  readonly kind: StoredDocumentKind;
  readonly randId: string;
  readonly data: unknown;
}

/** Documents, one of each kind per profile, always inside one tenant and account. */
export interface DocumentRepository {
  find(
    tenantId: string,
    accountId: string,
    profileId: string,
    kind: StoredDocumentKind,
  ): Promise<StoredDocument | null>;
  /** The new document, or null when the profile already has one of that kind. */
  create(document: NewDocument, at: Date): Promise<StoredDocument | null>;
  /** Records that the document was downloaded or e-mailed; its version stays as it is. */
  markDownloaded(tenantId: string, accountId: string, randId: string, at: Date): Promise<void>;
  /** Replaces the answers when the stored version is `version`; null when it is not. */
  update(
    tenantId: string,
    accountId: string,
    randId: string,
    version: number,
    data: unknown,
    at: Date,
  ): Promise<StoredDocument | null>;
}
export const DOCUMENT_REPOSITORY: symbol = Symbol.for('DocumentRepository');

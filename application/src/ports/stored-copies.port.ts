import type { StorageHold } from '@bequest/domain';
import type { StoragePurpose } from './document-storage.port';
import type { ListPage, ListPageRequest } from './paging';

/** A row of the storage center: a copy that left the product, its owner and its hash. */
export interface StoredCopyRecord {
  readonly id: string;
  readonly tenantId: string;
  /** Null for a guest's gift letter, which has no account. */
  readonly accountId: string | null;
  readonly email: string | null;
  readonly person: string | null;
  readonly kind: string;
  readonly version: number;
  readonly purpose: StoragePurpose;
  readonly sha256: string;
  readonly bytes: number;
  readonly storageKey: string;
  readonly createdAt: Date;
  /** What keeps it past its retention policy, if anything (storedCopyRetention). */
  readonly hold: StorageHold | null;
}

/** A copy past its retention time that nothing holds: the retention job removes it. */
export interface ExpiredStoredCopy {
  readonly id: string;
  readonly storageKey: string;
}

export interface StoredCopyFilter {
  /** A part of the owner's name, or the account id. */
  readonly person?: string;
  /** A part of the account's e-mail. */
  readonly email?: string;
  /** The document's kind, or the copy's id. */
  readonly document?: string;
  /** Kept on or after the start of this UTC day (YYYY-MM-DD). */
  readonly from?: string;
  /** Kept on or before the end of this UTC day. */
  readonly to?: string;
}

/** The storage center's records, read by staff (issue 24). */
export interface StoredCopies {
  /** Newest first. */
  search(filter: StoredCopyFilter, page: ListPageRequest): Promise<ListPage<StoredCopyRecord>>;
  find(id: string): Promise<StoredCopyRecord | null>;
  countForAccount(tenantId: string, accountId: string): Promise<number>;
  /** The SHA-256 of the bytes kept under the key, hashed now; null when they are missing. */
  hashStoredBytes(storageKey: string): Promise<string | null>;
  /**
   * Up to `limit` copies whose purpose's retention (STORAGE_RETENTION_DAYS) ended by `now` and
   * that nothing holds, oldest first.
   */
  expired(now: Date, limit: number): Promise<ExpiredStoredCopy[]>;
  /** Removes a copy's bytes, then its row; a row whose bytes are already gone goes too. */
  remove(copy: ExpiredStoredCopy): Promise<void>;
}
export const STORED_COPIES: symbol = Symbol.for('StoredCopies');

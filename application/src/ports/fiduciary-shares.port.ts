import type { FiduciaryShareKind } from '@bequest/domain';

/** Whose document a share gives: always one profile inside one tenant and account. */
export interface ShareOwnerScope {
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
}

/**
 * A read-only share of one finished document with one nominee's e-mail address (issue 29), as
 * kept. The document is pinned by its randId: a document deleted and made anew is not shared.
 */
export interface KeptFiduciaryShare {
  readonly id: string;
  readonly owner: ShareOwnerScope;
  readonly kind: FiduciaryShareKind;
  readonly documentRandId: string;
  readonly nomineeId: string;
  readonly nomineeName: string;
  readonly role: string | null;
  /** The address the link and codes go to, lowercased. */
  readonly email: string;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  readonly createdAt: Date;
}

/** One opening of a shared document by its fiduciary. */
export interface FiduciaryShareOpening {
  readonly shareId: string;
  readonly openedAt: Date;
}

/** What checking a typed code found: it matched (and is now spent), it did not, or none is open. */
export type CodeCheck = 'matched' | 'wrong' | 'none';

/**
 * Where fiduciary shares, their one-time codes and their openings are kept (issue 29). The link
 * key and the codes are secrets: an adapter keeps only their hashes.
 */
export interface FiduciaryShares {
  /** Keeps a new share reachable by `linkKey`. */
  create(share: KeptFiduciaryShare, linkKey: string): Promise<void>;
  /** A profile's shares, newest first. */
  listByOwner(owner: ShareOwnerScope): Promise<readonly KeptFiduciaryShare[]>;
  /** Ends the owner's share at `at` if it is theirs and not already revoked; false otherwise. */
  revoke(owner: ShareOwnerScope, id: string, at: Date): Promise<boolean>;
  /** The share whose link carries `linkKey`, in this tenant, or null. */
  findByKey(tenantId: string, linkKey: string): Promise<KeptFiduciaryShare | null>;
  /** A new code for the share, replacing any code sent before. */
  saveCode(tenantId: string, shareId: string, code: string, expiresAt: Date): Promise<void>;
  /**
   * Checks a typed code against the share's open code: a match spends it; a miss counts an
   * attempt. A code expired or out of attempts (`maxAttempts`) is none.
   */
  checkCode(
    tenantId: string,
    shareId: string,
    code: string,
    now: Date,
    maxAttempts: number,
  ): Promise<CodeCheck>;
  /** Logs that the share's document was opened. */
  logOpening(tenantId: string, shareId: string, at: Date): Promise<void>;
  /** The openings of the owner's shares, newest first. */
  openings(owner: ShareOwnerScope): Promise<readonly FiduciaryShareOpening[]>;
}
export const FIDUCIARY_SHARES: symbol = Symbol.for('FiduciaryShares');

import type { FirmScope } from '@bequest/domain';

/** A partner firm's API key as kept: never the key itself, only its SHA-256 hash (issue 25). */
export interface FirmApiKeyRecord {
  /** The key's public id: the 16 hex digits after `bqk_live_`. */
  readonly id: string;
  readonly tenantId: string;
  readonly label: string;
  readonly scopes: readonly FirmScope[];
  readonly createdAt: Date;
  /** Who issued it: the staff member's e-mail. */
  readonly createdBy: string;
  readonly lastUsedAt: Date | null;
  /** When it stops working: set at once by a revocation, or after the grace of a rotation. */
  readonly revokedAt: Date | null;
  /** The key that replaced it, once rotated. */
  readonly replacedBy: string | null;
}

/** Partner firms' API keys, looked up by id and checked by the hash of the whole key. */
export interface FirmApiKeys {
  /** Keeps a new key: its record, and only a SHA-256 hash of the whole key `secretKey`. */
  create(key: FirmApiKeyRecord, secretKey: string): Promise<void>;
  /** The key whose id and hash match the whole key presented; null for any other text. */
  findByKey(id: string, presentedKey: string): Promise<FirmApiKeyRecord | null>;
  find(id: string): Promise<FirmApiKeyRecord | null>;
  /** Every key of one tenant, or of every tenant, newest first. */
  list(tenantId: string | null): Promise<readonly FirmApiKeyRecord[]>;
  /**
   * Sets the key to stop working at `at`, unless it already stops earlier: a revocation never
   * lengthens a key's life. Names the key that replaced it, for a rotation. The key as it is now.
   */
  revoke(id: string, at: Date, replacedBy?: string): Promise<FirmApiKeyRecord | null>;
  /** Records a use of the key. */
  touch(id: string, at: Date): Promise<void>;
}
export const FIRM_API_KEYS: symbol = Symbol.for('FirmApiKeys');

/** An account of a tenant as a firm's list of clients shows it. */
export interface FirmClientRecord {
  readonly id: string;
  readonly email: string;
  readonly accountOwnerId: string;
  readonly createdAt: Date;
}

/** The accounts of one tenant, for the firm's own credentials (issue 25). */
export interface FirmClientDirectory {
  /** Up to `limit` accounts of the tenant in id order, after the id given. */
  page(
    tenantId: string,
    afterId: string | null,
    limit: number,
  ): Promise<readonly FirmClientRecord[]>;
}
export const FIRM_CLIENT_DIRECTORY: symbol = Symbol.for('FirmClientDirectory');

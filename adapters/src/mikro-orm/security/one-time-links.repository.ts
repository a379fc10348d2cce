import type { OneTimeLinkPurpose, OneTimeLinks } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { query } from '../query';

/** Only a hash of each secret is stored, so a copy of the database opens no account. */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export class PostgresOneTimeLinks implements OneTimeLinks {
  constructor(private readonly em: EntityManager) {}

  async create(input: {
    tenantId: string;
    accountId: string;
    purpose: OneTimeLinkPurpose;
    expiresAt: Date;
  }): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    // Only the newest link of a purpose works: a code e-mailed earlier ends now.
    await query(
      this.em,
      `update one_time_link set used_at = now()
        where tenant_id = ? and account_id = ? and purpose = ? and used_at is null`,
      [input.tenantId, input.accountId, input.purpose],
    );
    await query(
      this.em,
      `insert into one_time_link (secret_hash, tenant_id, account_id, purpose, expires_at)
        values (?, ?, ?, ?, ?)`,
      [hashOf(secret), input.tenantId, input.accountId, input.purpose, input.expiresAt],
    );
    return secret;
  }

  async endAll(tenantId: string, accountId: string): Promise<void> {
    await query(
      this.em,
      `update one_time_link set used_at = now()
        where tenant_id = ? and account_id = ? and used_at is null`,
      [tenantId, accountId],
    );
  }

  async consume(
    tenantId: string,
    purpose: OneTimeLinkPurpose,
    secret: string,
    now: Date,
  ): Promise<string | null> {
    const rows = await query<{ account_id: string }>(
      this.em,
      `update one_time_link set used_at = ?
        where secret_hash = ? and tenant_id = ? and purpose = ? and used_at is null and expires_at > ?
        returning account_id`,
      [now, hashOf(secret), tenantId, purpose, now],
    );
    return rows[0]?.account_id ?? null;
  }
}

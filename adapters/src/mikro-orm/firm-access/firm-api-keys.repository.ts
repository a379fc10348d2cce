import type {
  FirmApiKeyRecord,
  FirmApiKeys,
  FirmClientDirectory,
  FirmClientRecord,
} from '@bequest/application';
import { isFirmScope } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, timingSafeEqual } from 'node:crypto';
import { query } from '../query';

const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

interface Row {
  readonly id: string;
  readonly tenant_id: string;
  readonly label: string;
  readonly scopes: readonly string[];
  readonly key_hash: string;
  readonly created_at: Date | string;
  readonly created_by: string;
  readonly last_used_at: Date | string | null;
  readonly revoked_at: Date | string | null;
  readonly replaced_by: string | null;
}

const COLUMNS = `id, tenant_id, label, scopes, key_hash, created_at, created_by, last_used_at,
  revoked_at, replaced_by`;

const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

const keyOf = (row: Row): FirmApiKeyRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  label: row.label,
  scopes: row.scopes.filter(isFirmScope),
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  lastUsedAt: dateOf(row.last_used_at),
  revokedAt: dateOf(row.revoked_at),
  replacedBy: row.replaced_by,
});

/** Partner firms' API keys in PostgreSQL (issue 25): only a SHA-256 hash of each key is kept. */
export class PostgresFirmApiKeys implements FirmApiKeys {
  constructor(private readonly em: EntityManager) {}

  async create(key: FirmApiKeyRecord, secretKey: string): Promise<void> {
    await query(
      this.em,
      `insert into firm_api_key (id, tenant_id, label, scopes, key_hash, created_at, created_by,
         last_used_at, revoked_at, replaced_by)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        key.id,
        key.tenantId,
        key.label,
        [...key.scopes],
        hashOf(secretKey),
        key.createdAt,
        key.createdBy,
        key.lastUsedAt,
        key.revokedAt,
        key.replacedBy,
      ],
    );
  }

  async findByKey(id: string, presentedKey: string): Promise<FirmApiKeyRecord | null> {
    const [row] = await query<Row>(this.em, `select ${COLUMNS} from firm_api_key where id = ?`, [
      id,
    ]);
    if (!row) return null;
    const kept = Buffer.from(row.key_hash, 'hex');
    const presented = Buffer.from(hashOf(presentedKey), 'hex');
    return kept.length === presented.length && timingSafeEqual(kept, presented) ? keyOf(row) : null;
  }

  async find(id: string): Promise<FirmApiKeyRecord | null> {
    const [row] = await query<Row>(this.em, `select ${COLUMNS} from firm_api_key where id = ?`, [
      id,
    ]);
    return row ? keyOf(row) : null;
  }

  async list(tenantId: string | null): Promise<readonly FirmApiKeyRecord[]> {
    const rows = await query<Row>(
      this.em,
      `select ${COLUMNS} from firm_api_key
       ${tenantId === null ? '' : 'where tenant_id = ?'}
       order by created_at desc, id desc`,
      tenantId === null ? [] : [tenantId],
    );
    return rows.map(keyOf);
  }

  async revoke(id: string, at: Date, replacedBy?: string): Promise<FirmApiKeyRecord | null> {
    const [row] = await query<Row>(
      this.em,
      `update firm_api_key
       set revoked_at = case when revoked_at is not null and revoked_at <= ? then revoked_at else ? end,
           replaced_by = coalesce(?, replaced_by)
       where id = ?
       returning ${COLUMNS}`,
      [at, at, replacedBy ?? null, id],
    );
    return row ? keyOf(row) : null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await query(
      this.em,
      `update firm_api_key set last_used_at = ?
       where id = ? and (last_used_at is null or last_used_at < ?)`,
      [at, id, at],
    );
  }
}

interface ClientRow {
  readonly id: string;
  readonly email: string;
  readonly account_owner_id: string;
  readonly created_at: Date | string;
}

/** The accounts of one tenant in id order, for the firm's list of its clients (issue 25). */
export class PostgresFirmClientDirectory implements FirmClientDirectory {
  constructor(private readonly em: EntityManager) {}

  async page(
    tenantId: string,
    afterId: string | null,
    limit: number,
  ): Promise<readonly FirmClientRecord[]> {
    const rows = await query<ClientRow>(
      this.em,
      `select id, email, account_owner_id, created_at from account
       where tenant_id = ? ${afterId === null ? '' : 'and id > ?'}
       order by id limit ?`,
      afterId === null ? [tenantId, limit] : [tenantId, afterId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      accountOwnerId: row.account_owner_id,
      createdAt: new Date(row.created_at),
    }));
  }
}

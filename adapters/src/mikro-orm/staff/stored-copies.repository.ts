import type {
  ListPage,
  ListPageRequest,
  StoragePurpose,
  StoredCopies,
  StoredCopyFilter,
  StoredCopyRecord,
} from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import type { BlobStore } from '../../storage/blob-store';
import { query } from '../query';
import { containing, pageLimits, PROFILE_NAME_SQL } from './like-pattern';

interface StoredCopyRow {
  id: string;
  tenant_id: string;
  account_id: string | null;
  email: string | null;
  person: string | null;
  kind: string;
  document_version: number;
  purpose: StoragePurpose;
  sha256: string;
  bytes: number;
  storage_key: string;
  created_at: Date;
}

const COPIES = `from stored_document s
  left join account a on a.id = s.account_id
  left join profile p on p.rand_id = s.profile_id`;
const COLUMNS = `s.*, a.email, nullif(${PROFILE_NAME_SQL}, '') as person`;

const copyOf = (row: StoredCopyRow): StoredCopyRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  email: row.email,
  person: row.person,
  kind: row.kind,
  version: row.document_version,
  purpose: row.purpose,
  sha256: row.sha256,
  bytes: row.bytes,
  storageKey: row.storage_key,
  createdAt: row.created_at,
});

const conditionsOf = (filter: StoredCopyFilter): [string, unknown[]] => {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filter.person) {
    conditions.push(`(s.account_id = ? or ${PROFILE_NAME_SQL} ilike ?)`);
    values.push(filter.person, containing(filter.person));
  }
  if (filter.email) {
    conditions.push('a.email ilike ?');
    values.push(containing(filter.email));
  }
  if (filter.document) {
    conditions.push('(s.kind = upper(?) or s.id = ?)');
    values.push(filter.document, filter.document);
  }
  if (filter.from) {
    conditions.push(`s.created_at >= (?::date)::timestamp at time zone 'UTC'`);
    values.push(filter.from);
  }
  if (filter.to) {
    conditions.push(`s.created_at < (?::date + 1)::timestamp at time zone 'UTC'`);
    values.push(filter.to);
  }
  return [conditions.length ? `where ${conditions.join(' and ')}` : '', values];
};

/** The storage center's rows, with each copy's owner, for staff (issue 24). */
export class PostgresStoredCopies implements StoredCopies {
  constructor(
    private readonly em: EntityManager,
    private readonly blobs: BlobStore,
  ) {}

  async search(
    filter: StoredCopyFilter,
    page: ListPageRequest,
  ): Promise<ListPage<StoredCopyRecord>> {
    const [where, values] = conditionsOf(filter);
    const rows = await query<StoredCopyRow>(
      this.em,
      `select ${COLUMNS} ${COPIES} ${where} order by s.created_at desc, s.id desc limit ? offset ?`,
      [...values, ...pageLimits(page)],
    );
    const [count] = await query<{ total: string }>(
      this.em,
      `select count(*) as total ${COPIES} ${where}`,
      values,
    );
    return { items: rows.map(copyOf), total: Number(count?.total ?? 0) };
  }

  async find(id: string): Promise<StoredCopyRecord | null> {
    const [row] = await query<StoredCopyRow>(
      this.em,
      `select ${COLUMNS} ${COPIES} where s.id = ?`,
      [id],
    );
    return row ? copyOf(row) : null;
  }

  async countForAccount(tenantId: string, accountId: string): Promise<number> {
    const [row] = await query<{ total: string }>(
      this.em,
      'select count(*) as total from stored_document where tenant_id = ? and account_id = ?',
      [tenantId, accountId],
    );
    return Number(row?.total ?? 0);
  }

  async hashStoredBytes(storageKey: string): Promise<string | null> {
    const bytes = await this.blobs.get(storageKey);
    return bytes ? createHash('sha256').update(bytes).digest('hex') : null;
  }
}

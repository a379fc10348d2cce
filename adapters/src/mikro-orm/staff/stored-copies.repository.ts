import type {
  ExpiredStoredCopy,
  ListPage,
  ListPageRequest,
  StoragePurpose,
  StoredCopies,
  StoredCopyFilter,
  StoredCopyRecord,
} from '@bequest/application';
import { STORAGE_RETENTION_DAYS, type StorageHold } from '@bequest/domain';
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
  hold: StorageHold | null;
}

const COPIES = `from stored_document s
  left join account a on a.id = s.account_id
  left join profile p on p.rand_id = s.profile_id`;
/**
 * What keeps a copy past its policy (storedCopyRetention): a gift's record; the copies of a
 * print-and-mail request not yet delivered or canceled; an e-mail not yet sent that carries it.
 */
const HOLD = `case
    when s.gift_id is not null then 'gift_record'
    when exists (select 1 from print_mail_request r
      where r.status in ('requested', 'printed', 'mailed')
        and r.documents @> jsonb_build_array(jsonb_build_object('storageKey', s.storage_key)))
      then 'open_print_mail_request'
    when exists (select 1 from mail_outbox m
      where m.attachment_key = s.storage_key and m.status = 'queued') then 'queued_mail'
  end`;
const COLUMNS = `s.*, a.email, nullif(${PROFILE_NAME_SQL}, '') as person, ${HOLD} as hold`;

/** When a copy's purpose's retention ends (STORAGE_RETENTION_DAYS, in days). */
const RETENTION_ENDS = `s.created_at + make_interval(days => case s.purpose
    when 'download' then ${STORAGE_RETENTION_DAYS.download}
    when 'email' then ${STORAGE_RETENTION_DAYS.email}
    else ${STORAGE_RETENTION_DAYS.mail} end)`;

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
  hold: row.hold,
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

  async expired(now: Date, limit: number): Promise<ExpiredStoredCopy[]> {
    const rows = await query<{ id: string; storage_key: string }>(
      this.em,
      `select s.id, s.storage_key from stored_document s
        where ${RETENTION_ENDS} <= ? and (${HOLD}) is null
        order by s.created_at, s.id limit ?`,
      [now, limit],
    );
    return rows.map((row) => ({ id: row.id, storageKey: row.storage_key }));
  }

  async remove(copy: ExpiredStoredCopy): Promise<void> {
    // Copies are kept once per content (the key is the SHA-256): the bytes go only when no other
    // row keeps them. The bytes first: a run cut off between the two leaves an expired row
    // without bytes, which the next run removes.
    const [shared] = await query<{ id: string }>(
      this.em,
      'select id from stored_document where storage_key = ? and id <> ? limit 1',
      [copy.storageKey, copy.id],
    );
    if (!shared) await this.blobs.remove(copy.storageKey);
    await query(this.em, 'delete from stored_document where id = ?', [copy.id]);
  }
}

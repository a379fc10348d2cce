import {
  withFacts,
  withoutFacts,
  type DocumentRepository,
  type NewDocument,
  type StoredDocument,
  type StoredDocumentKind,
} from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface Row {
  rand_id: string;
  kind: StoredDocumentKind;
  profile_id: string;
  data: unknown;
  version: number;
  updated_at: Date;
  downloaded_at: Date | null;
}

const stored = (row: Row): StoredDocument => ({
  randId: row.rand_id,
  kind: row.kind,
  profileId: row.profile_id,
  data: withFacts(row.data, { downloadedAt: row.downloaded_at }),
  version: row.version,
  updatedAt: new Date(row.updated_at),
});

const COLUMNS = 'rand_id, kind, profile_id, data, version, updated_at, downloaded_at';
const RETURNING = `returning ${COLUMNS}`;

export class PostgresDocumentRepository implements DocumentRepository {
  constructor(private readonly em: EntityManager) {}

  async find(
    tenantId: string,
    accountId: string,
    profileId: string,
    kind: StoredDocumentKind,
  ): Promise<StoredDocument | null> {
    const rows = await query<Row>(
      this.em,
      `select ${COLUMNS} from document
        where tenant_id = ? and account_id = ? and profile_id = ? and kind = ?`,
      [tenantId, accountId, profileId, kind],
    );
    return rows[0] ? stored(rows[0]) : null;
  }

  async create(document: NewDocument, at: Date): Promise<StoredDocument | null> {
    const rows = await query<Row>(
      this.em,
      `insert into document (rand_id, tenant_id, account_id, profile_id, kind, data, created_at, updated_at)
        values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (profile_id, kind) do nothing ${RETURNING}`,
      [
        document.randId,
        document.tenantId,
        document.accountId,
        document.profileId,
        document.kind,
        JSON.stringify(withoutFacts(document.data)),
        at,
        at,
      ],
    );
    return rows[0] ? stored(rows[0]) : null;
  }

  async update(
    tenantId: string,
    accountId: string,
    randId: string,
    version: number,
    data: unknown,
    at: Date,
  ): Promise<StoredDocument | null> {
    const rows = await query<Row>(
      this.em,
      `update document set data = ?, version = version + 1, updated_at = ?
        where rand_id = ? and tenant_id = ? and account_id = ? and version = ? ${RETURNING}`,
      [JSON.stringify(withoutFacts(data)), at, randId, tenantId, accountId, version],
    );
    return rows[0] ? stored(rows[0]) : null;
  }

  async markDownloaded(tenantId: string, accountId: string, randId: string, at: Date) {
    await query(
      this.em,
      `update document set downloaded_at = coalesce(downloaded_at, ?)
        where rand_id = ? and tenant_id = ? and account_id = ?`,
      [at, randId, tenantId, accountId],
    );
  }
}

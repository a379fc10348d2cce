import type {
  CodeCheck,
  FiduciaryShareOpening,
  FiduciaryShares,
  KeptFiduciaryShare,
  ShareOwnerScope,
} from '@bequest/application';
import { FiduciaryShareKindSchema } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { query } from '../query';

const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

interface Row {
  readonly id: string;
  readonly tenant_id: string;
  readonly account_id: string;
  readonly profile_id: string;
  readonly kind: string;
  readonly document_rand_id: string;
  readonly nominee_id: string;
  readonly nominee_name: string;
  readonly role: string | null;
  readonly email: string;
  readonly expires_at: Date | string;
  readonly revoked_at: Date | string | null;
  readonly created_at: Date | string;
}

const COLUMNS = `id, tenant_id, account_id, profile_id, kind, document_rand_id, nominee_id,
  nominee_name, role, email, expires_at, revoked_at, created_at`;

const shareOf = (row: Row): KeptFiduciaryShare => ({
  id: row.id,
  owner: { tenantId: row.tenant_id, accountId: row.account_id, profileId: row.profile_id },
  kind: FiduciaryShareKindSchema.parse(row.kind),
  documentRandId: row.document_rand_id,
  nomineeId: row.nominee_id,
  nomineeName: row.nominee_name,
  role: row.role,
  email: row.email,
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  createdAt: new Date(row.created_at),
});

/** Fiduciary shares, their codes and openings in PostgreSQL (issue 29); secrets kept hashed. */
export class PostgresFiduciaryShares implements FiduciaryShares {
  constructor(private readonly em: EntityManager) {}

  async create(share: KeptFiduciaryShare, linkKey: string): Promise<void> {
    await query(
      this.em,
      `insert into fiduciary_share (id, tenant_id, account_id, profile_id, kind, document_rand_id,
         nominee_id, nominee_name, role, email, key_hash, expires_at, revoked_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        share.id,
        share.owner.tenantId,
        share.owner.accountId,
        share.owner.profileId,
        share.kind,
        share.documentRandId,
        share.nomineeId,
        share.nomineeName,
        share.role,
        share.email,
        hashOf(linkKey),
        share.expiresAt,
        share.revokedAt,
        share.createdAt,
      ],
    );
  }

  async listByOwner(owner: ShareOwnerScope): Promise<readonly KeptFiduciaryShare[]> {
    const rows = await query<Row>(
      this.em,
      `select ${COLUMNS} from fiduciary_share
       where tenant_id = ? and account_id = ? and profile_id = ? order by created_at desc, id`,
      [owner.tenantId, owner.accountId, owner.profileId],
    );
    return rows.map(shareOf);
  }

  async revoke(owner: ShareOwnerScope, id: string, at: Date): Promise<boolean> {
    const rows = await query<{ id: string }>(
      this.em,
      `update fiduciary_share set revoked_at = ?, code_hash = null, code_expires_at = null
       where id = ? and tenant_id = ? and account_id = ? and profile_id = ? and revoked_at is null
       returning id`,
      [at, id, owner.tenantId, owner.accountId, owner.profileId],
    );
    return rows.length === 1;
  }

  async findByKey(tenantId: string, linkKey: string): Promise<KeptFiduciaryShare | null> {
    const [row] = await query<Row>(
      this.em,
      `select ${COLUMNS} from fiduciary_share where key_hash = ? and tenant_id = ?`,
      [hashOf(linkKey), tenantId],
    );
    return row ? shareOf(row) : null;
  }

  async saveCode(tenantId: string, shareId: string, code: string, expiresAt: Date): Promise<void> {
    await query(
      this.em,
      `update fiduciary_share set code_hash = ?, code_expires_at = ?, code_attempts = 0
       where id = ? and tenant_id = ?`,
      [hashOf(`${shareId}:${code}`), expiresAt, shareId, tenantId],
    );
  }

  async checkCode(
    tenantId: string,
    shareId: string,
    code: string,
    now: Date,
    maxAttempts: number,
  ): Promise<CodeCheck> {
    // One statement decides and writes: a match clears the code, a miss counts an attempt.
    const [row] = await query<{ matched: boolean }>(
      this.em,
      `update fiduciary_share
       set code_hash = case when code_hash = ? then null else code_hash end,
           code_expires_at = case when code_hash = ? then null else code_expires_at end,
           code_attempts = case when code_hash = ? then 0 else code_attempts + 1 end
       where id = ? and tenant_id = ? and code_hash is not null
         and code_expires_at > ? and code_attempts < ?
       returning (code_hash is null) as matched`,
      [
        hashOf(`${shareId}:${code}`),
        hashOf(`${shareId}:${code}`),
        hashOf(`${shareId}:${code}`),
        shareId,
        tenantId,
        now,
        maxAttempts,
      ],
    );
    if (!row) return 'none';
    return row.matched ? 'matched' : 'wrong';
  }

  async logOpening(tenantId: string, shareId: string, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into fiduciary_share_opening (share_id, opened_at)
       select id, ? from fiduciary_share where id = ? and tenant_id = ?`,
      [at, shareId, tenantId],
    );
  }

  async openings(owner: ShareOwnerScope): Promise<readonly FiduciaryShareOpening[]> {
    const rows = await query<{ share_id: string; opened_at: Date | string }>(
      this.em,
      `select o.share_id, o.opened_at from fiduciary_share_opening o
       join fiduciary_share s on s.id = o.share_id
       where s.tenant_id = ? and s.account_id = ? and s.profile_id = ?
       order by o.opened_at desc`,
      [owner.tenantId, owner.accountId, owner.profileId],
    );
    return rows.map((row) => ({ shareId: row.share_id, openedAt: new Date(row.opened_at) }));
  }
}

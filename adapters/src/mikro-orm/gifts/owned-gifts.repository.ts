import type { GiftOwner, KeptOwnedGift, OwnedGift, OwnedGifts } from '@bequest/application';
import type { DafGrant, QcdGift } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

interface OwnedGiftRow<Gift> {
  tenant_id: string;
  account_id: string;
  profile_id: string;
  gift: Gift;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'tenant_id, account_id, profile_id, gift, version, created_at, updated_at';

const kept = <Gift extends OwnedGift>(row: OwnedGiftRow<Gift>): KeptOwnedGift<Gift> => ({
  tenantId: row.tenant_id,
  owner: { accountId: row.account_id, profileId: row.profile_id },
  gift: row.gift,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * One kind of a signed-in donor's gifts in PostgreSQL (`qcd_gift`, `daf_grant`): the gift as JSON
 * beside the columns that find and guard it. Account numbers are in it only masked.
 */
export class PostgresOwnedGifts<Gift extends OwnedGift> implements OwnedGifts<Gift> {
  constructor(
    private readonly em: EntityManager,
    private readonly table: 'qcd_gift' | 'daf_grant',
  ) {}

  async create(tenantId: string, owner: GiftOwner, gift: Gift, at: Date): Promise<void> {
    await query(
      this.em,
      `insert into ${this.table} (id, tenant_id, account_id, profile_id, status, recipient_ein,
         gift, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [
        gift.id,
        tenantId,
        owner.accountId,
        owner.profileId,
        gift.status,
        gift.recipient.ein,
        JSON.stringify(gift),
        at,
        at,
      ],
    );
  }

  async find(tenantId: string, accountId: string, id: string): Promise<KeptOwnedGift<Gift> | null> {
    const [row] = await query<OwnedGiftRow<Gift>>(
      this.em,
      `select ${COLUMNS} from ${this.table} where id = ? and tenant_id = ? and account_id = ?`,
      [id, tenantId, accountId],
    );
    return row ? kept(row) : null;
  }

  async update(tenantId: string, gift: Gift, version: number, at: Date): Promise<boolean> {
    const rows = await query<{ id: string }>(
      this.em,
      `update ${this.table}
          set gift = ?::jsonb, status = ?, recipient_ein = ?, version = version + 1,
              updated_at = ?
        where id = ? and tenant_id = ? and version = ?
        returning id`,
      [JSON.stringify(gift), gift.status, gift.recipient.ein, at, gift.id, tenantId, version],
    );
    return rows.length === 1;
  }

  async listByOwner(tenantId: string, owner: GiftOwner): Promise<KeptOwnedGift<Gift>[]> {
    const rows = await query<OwnedGiftRow<Gift>>(
      this.em,
      `select ${COLUMNS} from ${this.table}
        where tenant_id = ? and account_id = ? and profile_id = ? order by created_at, id`,
      [tenantId, owner.accountId, owner.profileId],
    );
    return rows.map(kept);
  }
}

/** A signed-in donor's qualified charitable distributions. */
export class PostgresQcdGifts extends PostgresOwnedGifts<QcdGift> {
  constructor(em: EntityManager) {
    super(em, 'qcd_gift');
  }
}

/** A signed-in donor's grant recommendations to donor-advised funds. */
export class PostgresDafGrants extends PostgresOwnedGifts<DafGrant> {
  constructor(em: EntityManager) {
    super(em, 'daf_grant');
  }
}

import type { GiftAccess, GiftOwner, KeptStockGift, StockGifts } from '@bequest/application';
import type { StockGift } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { query } from '../query';

interface StockGiftRow {
  tenant_id: string;
  account_id: string | null;
  profile_id: string | null;
  gift: StockGift;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** Keys are kept as their SHA-256: a copy of the table opens no gift. */
const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

const COLUMNS = 'tenant_id, account_id, profile_id, gift, version, created_at, updated_at';

const kept = (row: StockGiftRow): KeptStockGift => ({
  tenantId: row.tenant_id,
  owner:
    row.account_id && row.profile_id
      ? { accountId: row.account_id, profileId: row.profile_id }
      : null,
  gift: row.gift,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Stock gifts in PostgreSQL: the gift as JSON beside the columns that find and guard it. */
export class PostgresStockGifts implements StockGifts {
  constructor(private readonly em: EntityManager) {}

  async create(
    gift: StockGift,
    holder: Parameters<StockGifts['create']>[1],
    at: Date,
  ): Promise<void> {
    await query(
      this.em,
      `insert into stock_gift (id, tenant_id, account_id, profile_id, guest_key_hash, status,
         recipient_ein, gift, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [
        gift.id,
        holder.tenantId,
        holder.owner?.accountId ?? null,
        holder.owner?.profileId ?? null,
        holder.guestKey === null ? null : hashOf(holder.guestKey),
        gift.status,
        gift.recipient.ein,
        JSON.stringify(gift),
        at,
        at,
      ],
    );
  }

  async find(access: GiftAccess, id: string): Promise<KeptStockGift | null> {
    const [row] = await query<StockGiftRow>(
      this.em,
      `select ${COLUMNS} from stock_gift
        where id = ? and tenant_id = ? and (account_id = ? or guest_key_hash = ?)`,
      [id, access.tenantId, access.accountId, access.key === null ? null : hashOf(access.key)],
    );
    return row ? kept(row) : null;
  }

  async findForNonprofit(
    tenantId: string,
    id: string,
    receiptKey: string,
  ): Promise<KeptStockGift | null> {
    const [row] = await query<StockGiftRow>(
      this.em,
      `select ${COLUMNS} from stock_gift where id = ? and tenant_id = ? and receipt_key_hash = ?`,
      [id, tenantId, hashOf(receiptKey)],
    );
    return row ? kept(row) : null;
  }

  async update(
    tenantId: string,
    gift: StockGift,
    version: number,
    at: Date,
    receiptKey?: string,
  ): Promise<boolean> {
    const rows = await query<{ id: string }>(
      this.em,
      `update stock_gift
          set gift = ?::jsonb, status = ?, version = version + 1, updated_at = ?,
              receipt_key_hash = coalesce(?, receipt_key_hash)
        where id = ? and tenant_id = ? and version = ?
        returning id`,
      [
        JSON.stringify(gift),
        gift.status,
        at,
        receiptKey === undefined ? null : hashOf(receiptKey),
        gift.id,
        tenantId,
        version,
      ],
    );
    return rows.length === 1;
  }

  async listByOwner(tenantId: string, owner: GiftOwner): Promise<KeptStockGift[]> {
    const rows = await query<StockGiftRow>(
      this.em,
      `select ${COLUMNS} from stock_gift
        where tenant_id = ? and account_id = ? and profile_id = ? order by created_at, id`,
      [tenantId, owner.accountId, owner.profileId],
    );
    return rows.map(kept);
  }
}

import type { GiftAccess, GiftOwner, KeptStockGift, StockGifts } from '@bequest/application';
import type { StockGift } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { query } from '../query';

interface StockGiftRow {
  reached_by_email_key: boolean;
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
const NOT_BY_EMAIL_KEY = `${COLUMNS}, false as reached_by_email_key`;

const kept = (row: StockGiftRow): KeptStockGift => ({
  reachedByEmailKey: row.reached_by_email_key,
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
      `insert into stock_gift (id, tenant_id, account_id, profile_id, guest_key_hash,
         email_key_hash, status, recipient_ein, gift, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)`,
      [
        gift.id,
        holder.tenantId,
        holder.owner?.accountId ?? null,
        holder.owner?.profileId ?? null,
        holder.guestKey === null ? null : hashOf(holder.guestKey),
        holder.emailKey === null ? null : hashOf(holder.emailKey),
        gift.status,
        gift.recipient.ein,
        JSON.stringify(gift),
        at,
        at,
      ],
    );
  }

  async replaceEmailKey(tenantId: string, id: string, emailKey: string): Promise<void> {
    await query(
      this.em,
      'update stock_gift set email_key_hash = ? where id = ? and tenant_id = ?',
      [hashOf(emailKey), id, tenantId],
    );
  }

  async find(access: GiftAccess, id: string): Promise<KeptStockGift | null> {
    const keyHash = access.key === null ? null : hashOf(access.key);
    const [row] = await query<StockGiftRow>(
      this.em,
      `select ${COLUMNS}, coalesce(email_key_hash = ?, false) as reached_by_email_key
         from stock_gift
        where id = ? and tenant_id = ?
          and (account_id = ? or guest_key_hash = ? or email_key_hash = ?)`,
      [keyHash, id, access.tenantId, access.accountId, keyHash, keyHash],
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
      `select ${NOT_BY_EMAIL_KEY} from stock_gift where id = ? and tenant_id = ? and receipt_key_hash = ?`,
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
      `select ${NOT_BY_EMAIL_KEY} from stock_gift
        where tenant_id = ? and account_id = ? and profile_id = ? order by created_at, id`,
      [tenantId, owner.accountId, owner.profileId],
    );
    return rows.map(kept);
  }

  async listUnclaimedByConfirmedEmail(tenantId: string, email: string): Promise<KeptStockGift[]> {
    const rows = await query<StockGiftRow>(
      this.em,
      `select ${NOT_BY_EMAIL_KEY} from stock_gift
        where tenant_id = ? and account_id is null
          and lower(gift->'donor'->>'email') = lower(?)
          and (gift->>'donorEmailConfirmed')::boolean
        order by created_at, id`,
      [tenantId, email],
    );
    return rows.map(kept);
  }

  async claim(tenantId: string, id: string, owner: GiftOwner, version: number): Promise<boolean> {
    const rows = await query<{ id: string }>(
      this.em,
      `update stock_gift
          set account_id = ?, profile_id = ?, version = version + 1
        where id = ? and tenant_id = ? and account_id is null and version = ?
        returning id`,
      [owner.accountId, owner.profileId, id, tenantId, version],
    );
    return rows.length === 1;
  }
}

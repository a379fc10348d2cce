import type { ReceivingDetails, StockGift } from '@bequest/domain';

/** The signed-in donor a gift belongs to: the account and the profile that made it. */
export interface GiftOwner {
  readonly accountId: string;
  readonly profileId: string;
}

/**
 * Who asks for a gift: the signed-in account, or a guest holding the key of their own gift's
 * signed link (issue 23). A gift is reachable only by one of the two.
 */
export interface GiftAccess {
  readonly tenantId: string;
  readonly accountId: string | null;
  readonly key: string | null;
}

/** A stock gift as kept, with who owns it and its version for the next write. */
export interface KeptStockGift {
  /** Whether the request reached it by the key e-mailed to the donor, which confirms the address. */
  readonly reachedByEmailKey: boolean;
  readonly tenantId: string;
  /** Null for a guest's gift. */
  readonly owner: GiftOwner | null;
  readonly gift: StockGift;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Where stock gifts are kept. Keys are kept only as hashes. */
export interface StockGifts {
  /**
   * Keeps a new gift: a signed-in donor's, or a guest's reachable by `guestKey`; `emailKey`, when
   * given, is the key of the link e-mailed to the donor.
   */
  create(
    gift: StockGift,
    holder: { readonly tenantId: string; readonly emailKey: string | null } & (
      | { readonly owner: GiftOwner; readonly guestKey: null }
      | { readonly owner: null; readonly guestKey: string }
    ),
    at: Date,
  ): Promise<void>;
  /** A new e-mailed key for the gift; the one sent before no longer opens it. */
  replaceEmailKey(tenantId: string, id: string, emailKey: string): Promise<void>;
  /** The gift, when `access` reaches it: its owner's account, its guest key or its e-mailed key. */
  find(access: GiftAccess, id: string): Promise<KeptStockGift | null>;
  /** The gift, when `receiptKey` is the one its nonprofit was sent. */
  findForNonprofit(tenantId: string, id: string, receiptKey: string): Promise<KeptStockGift | null>;
  /** Writes the gift if it is still at `version`; false when someone changed it since. */
  update(
    tenantId: string,
    gift: StockGift,
    version: number,
    at: Date,
    receiptKey?: string,
  ): Promise<boolean>;
  /** A profile's gifts, oldest first. */
  listByOwner(tenantId: string, owner: GiftOwner): Promise<KeptStockGift[]>;
  /**
   * Guests' gifts no account owns yet whose donor confirmed `email` (by the e-mailed link), the
   * address compared without regard to case; oldest first (ADR 0026).
   */
  listUnclaimedByConfirmedEmail(tenantId: string, email: string): Promise<KeptStockGift[]>;
  /**
   * Gives a guest's gift, still at `version` and owned by no account, to `owner`; its guest key
   * keeps opening it. False when it was changed or claimed since.
   */
  claim(tenantId: string, id: string, owner: GiftOwner, version: number): Promise<boolean>;
}
export const STOCK_GIFTS: symbol = Symbol.for('StockGifts');

/** Where each nonprofit receives shares, by EIN, as staff configure it (issue 23). */
export interface ReceivingDetailsBook {
  byEin(ein: string): Promise<ReceivingDetails | null>;
  save(ein: string, details: ReceivingDetails, at: Date): Promise<void>;
}
export const RECEIVING_DETAILS: symbol = Symbol.for('ReceivingDetailsBook');

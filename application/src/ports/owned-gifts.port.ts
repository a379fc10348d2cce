import type { CalendarDate, DafGrant, GiftRecipient, GiftStatus, QcdGift } from '@bequest/domain';
import type { GiftOwner } from './stock-gifts.port';

/**
 * A gift only a signed-in donor makes (issue 23): a qualified charitable distribution or a grant
 * recommendation to a donor-advised fund. Neither has a guest path, so only its owner reaches it.
 */
export interface OwnedGift {
  readonly id: string;
  readonly status: GiftStatus;
  readonly recipient: GiftRecipient;
  /** The day it was submitted, which dates its letter; null before. */
  readonly submittedOn: CalendarDate | null;
}

/** An owned gift as kept, with its owner and its version for the next write. */
export interface KeptOwnedGift<Gift extends OwnedGift> {
  readonly tenantId: string;
  readonly owner: GiftOwner;
  readonly gift: Gift;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** Where one kind of owned gift is kept. */
export interface OwnedGifts<Gift extends OwnedGift> {
  create(tenantId: string, owner: GiftOwner, gift: Gift, at: Date): Promise<void>;
  /** The gift, when it is the account's: another's is never told apart from none. */
  find(tenantId: string, accountId: string, id: string): Promise<KeptOwnedGift<Gift> | null>;
  /** Writes the gift if it is still at `version`; false when someone changed it since. */
  update(tenantId: string, gift: Gift, version: number, at: Date): Promise<boolean>;
  /** A profile's gifts, oldest first. */
  listByOwner(tenantId: string, owner: GiftOwner): Promise<KeptOwnedGift<Gift>[]>;
}

export type QcdGifts = OwnedGifts<QcdGift>;
export const QCD_GIFTS: symbol = Symbol.for('QcdGifts');

export type DafGrants = OwnedGifts<DafGrant>;
export const DAF_GRANTS: symbol = Symbol.for('DafGrants');

import type { StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import {
  STOCK_GIFTS,
  type GiftAccess,
  type GiftOwner,
  type KeptStockGift,
  type StockGifts,
} from '../../ports/stock-gifts.port';
import { TRANSACTIONS, type Transactions } from '../../ports/transactions.port';
import { allOrNothing } from '../../shared/all-or-nothing';
import { notFound, type UseCaseError } from '../../shared/errors';
import { GiftProfileLines } from '../gift-records.service';

/**
 * Stock gifts as the use cases read and write them: only where the requester reaches them, and
 * always with the owner's profile line (giving 3.5 `stock_gift`, each with isComplete) in the
 * same transaction, so progress, the account's giving table and the navigation follow.
 */
@injectable()
export class StockGiftRecords {
  constructor(
    @inject(STOCK_GIFTS) private readonly gifts: StockGifts,
    @inject(GiftProfileLines) private readonly lines: GiftProfileLines,
    @inject(TRANSACTIONS) private readonly transactions: Transactions,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The gift `access` reaches, or not found: another person's gift is never told apart from none.
   * Reached by the key e-mailed to the donor, the donor's address is confirmed.
   */
  async reach(
    access: GiftAccess,
    id: string,
  ): Promise<Result<KeptStockGift, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.gifts.find(access, id);
    if (!kept) return err(notFound('Stock gift'));
    if (!kept.reachedByEmailKey || kept.gift.donorEmailConfirmed) return ok(kept);
    const confirmed = { ...kept.gift, donorEmailConfirmed: true };
    const at = this.clock.now();
    if (!(await this.write(kept, confirmed, at))) return this.reach(access, id);
    return ok({ ...kept, gift: confirmed, version: kept.version + 1, updatedAt: at });
  }

  /** Keeps a signed-in donor's new gift with its profile line; false when the profile is gone. */
  async createOwned(
    tenantId: string,
    owner: GiftOwner,
    gift: StockGift,
    emailKey: string | null,
    at: Date,
    alongside: () => Promise<void>,
  ) {
    const created = await allOrNothing(this.transactions, async (abort) => {
      await this.gifts.create(gift, { tenantId, owner, guestKey: null, emailKey }, at);
      if (!(await this.recordOnProfile(tenantId, owner, gift, at))) abort();
      await alongside();
      return true;
    });
    return created ?? false;
  }

  /**
   * Writes the gift's next state, and then `alongside` (the e-mails it sends) in the same
   * transaction; null when someone changed the gift or the profile since.
   */
  write(
    kept: KeptStockGift,
    next: StockGift,
    at: Date,
    { receiptKey, alongside }: { receiptKey?: string; alongside?: () => Promise<void> } = {},
  ) {
    return allOrNothing(this.transactions, async (abort) => {
      if (!(await this.gifts.update(kept.tenantId, next, kept.version, at, receiptKey))) abort();
      if (kept.owner && !(await this.recordOnProfile(kept.tenantId, kept.owner, next, at))) abort();
      await alongside?.();
      return next;
    });
  }

  private recordOnProfile(tenantId: string, owner: GiftOwner, gift: StockGift, at: Date) {
    return this.lines.record('stockGift', tenantId, owner, gift, at);
  }
}

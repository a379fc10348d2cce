import type { StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { STOCK_GIFTS, type GiftAccess, type StockGifts } from '../../ports/stock-gifts.port';
import type { UseCaseError } from '../../shared/errors';
import type { Requester } from '../../shared/requester';
import { StockGiftRecords } from './stock-gift-records';

/** A gift the requester reaches, and a signed-in donor's gifts (giving 2.5 /account/stocks). */
@injectable()
export class ReadStockGifts {
  constructor(
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(STOCK_GIFTS) private readonly gifts: StockGifts,
  ) {}

  async one(
    access: GiftAccess,
    id: string,
  ): Promise<Result<StockGift, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.records.reach(access, id);
    return kept.isOk() ? ok(kept.value.gift) : err(kept.error);
  }

  /** The active profile's gifts, newest first. */
  async mine(requester: Requester): Promise<StockGift[]> {
    const kept = await this.gifts.listByOwner(requester.tenantId, {
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
    });
    return kept.map(({ gift }) => gift).reverse();
  }
}

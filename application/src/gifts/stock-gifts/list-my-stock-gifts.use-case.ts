import type { StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { STOCK_GIFTS, type StockGifts } from '../../ports/stock-gifts.port';
import type { Requester } from '../../shared/requester';

/** A signed-in donor's stock gifts on the active profile, newest first (giving 2.5 /account/stocks). */
@injectable()
export class ListMyStockGifts {
  constructor(@inject(STOCK_GIFTS) private readonly gifts: StockGifts) {}

  async execute(requester: Requester): Promise<StockGift[]> {
    const kept = await this.gifts.listByOwner(requester.tenantId, {
      accountId: requester.accountId,
      profileId: requester.activeProfileId,
    });
    return kept.map(({ gift }) => gift).reverse();
  }
}

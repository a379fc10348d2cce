import { stockGiftForNonprofit, type StockGift, type StockGiftForNonprofit } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { STOCK_GIFTS, type GiftAccess, type StockGifts } from '../../ports/stock-gifts.port';
import { notFound, type UseCaseError } from '../../shared/errors';
import type { Requester, TenantScope } from '../../shared/requester';
import { StockGiftRecords } from './stock-gift-records.service';

/**
 * A gift the requester reaches, a signed-in donor's gifts (giving 2.5 /account/stocks), and what
 * the nonprofit's receipt link reads of a gift.
 */
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

  /** What the nonprofit reads by the receipt key it was e-mailed, whatever the gift's state. */
  async forNonprofit(
    scope: TenantScope,
    id: string,
    receiptKey: string,
  ): Promise<Result<StockGiftForNonprofit, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.gifts.findForNonprofit(scope.tenantId, id, receiptKey);
    return kept ? ok(stockGiftForNonprofit(kept.gift)) : err(notFound('Stock gift'));
  }
}

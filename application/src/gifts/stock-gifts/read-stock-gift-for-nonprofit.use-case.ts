import { stockGiftForNonprofit, type StockGiftForNonprofit } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { STOCK_GIFTS, type StockGifts } from '../../ports/stock-gifts.port';
import { notFound, type UseCaseError } from '../../shared/errors';
import type { TenantScope } from '../../shared/requester';

/** What the nonprofit reads of a stock gift by the receipt key it was e-mailed, whatever its state. */
@injectable()
export class ReadStockGiftForNonprofit {
  constructor(@inject(STOCK_GIFTS) private readonly gifts: StockGifts) {}

  async execute(
    scope: TenantScope,
    id: string,
    receiptKey: string,
  ): Promise<Result<StockGiftForNonprofit, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.gifts.findForNonprofit(scope.tenantId, id, receiptKey);
    return kept ? ok(stockGiftForNonprofit(kept.gift)) : err(notFound('Stock gift'));
  }
}

import type { StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import type { GiftAccess } from '../../ports/stock-gifts.port';
import type { UseCaseError } from '../../shared/errors';
import { StockGiftRecords } from './stock-gift-records.service';

/** A stock gift the requester reaches (its donor's account, or the key of a guest's gift). */
@injectable()
export class ReadStockGift {
  constructor(@inject(StockGiftRecords) private readonly records: StockGiftRecords) {}

  async execute(
    access: GiftAccess,
    id: string,
  ): Promise<Result<StockGift, UseCaseError<'REQUEST.NOT_FOUND'>>> {
    const kept = await this.records.reach(access, id);
    return kept.isOk() ? ok(kept.value.gift) : err(kept.error);
  }
}

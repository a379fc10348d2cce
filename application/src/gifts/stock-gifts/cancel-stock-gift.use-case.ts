import { nextGiftStatus, type StockGift } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import type { GiftAccess } from '../../ports/stock-gifts.port';
import { staleWrite, type UseCaseError } from '../../shared/errors';
import { StockGiftRecords } from './stock-gift-records.service';

export type CancelStockGiftError = UseCaseError<
  'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED'
>;

/** The donor cancels a gift the nonprofit has not confirmed yet. */
@injectable()
export class CancelStockGift {
  constructor(
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(access: GiftAccess, id: string): Promise<Result<StockGift, CancelStockGiftError>> {
    const kept = await this.records.reach(access, id);
    if (kept.isErr()) return err(kept.error);
    const status = nextGiftStatus(kept.value.gift.status, 'cancel');
    if (status.isErr()) return err(status.error);
    const next = { ...kept.value.gift, status: status.value };
    const saved = await this.records.write(kept.value, next, this.clock.now());
    return saved ? ok(saved) : err(staleWrite());
  }
}

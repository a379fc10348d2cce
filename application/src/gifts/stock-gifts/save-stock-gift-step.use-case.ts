import {
  BrokerageSchema,
  fieldErrorsOf,
  FinancialAdvisorSchema,
  giftRefusal,
  isEditable,
  StockDonationSchema,
  type StockGift,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import type { GiftAccess } from '../../ports/stock-gifts.port';
import { invalidInput, staleWrite, type UseCaseError } from '../../shared/errors';
import { StockGiftRecords } from './stock-gift-records.service';

/** The steps of a gift that take answers (giving 2.5: /sg/a/:stockGiftId/donation, /brokerage). */
export type StockGiftStep = 'donation' | 'brokerage' | 'advisor';

export type SaveStockGiftStepError = UseCaseError<
  'REQUEST.INVALID' | 'REQUEST.NOT_FOUND' | 'REQUEST.STALE_WRITE' | 'GIFT.TRANSITION_REFUSED'
>;

const ADVISOR_PATH_ONLY =
  'Choose “My financial advisor will transfer the shares” on the donation step first';

const answered = (
  gift: StockGift,
  step: StockGiftStep,
  input: unknown,
): Result<StockGift, UseCaseError<'REQUEST.INVALID'>> => {
  const invalid = (issues: Parameters<typeof fieldErrorsOf>[0]) =>
    err(invalidInput(fieldErrorsOf(issues)));
  switch (step) {
    case 'donation': {
      const read = StockDonationSchema.safeParse(input);
      if (!read.success) return invalid(read.error.issues);
      const keepsAdvisor = read.data.transferMethod === 'FINANCIAL_ADVISOR';
      return ok({ ...gift, donation: read.data, advisor: keepsAdvisor ? gift.advisor : null });
    }
    case 'brokerage': {
      const read = BrokerageSchema.safeParse(input);
      return read.success ? ok({ ...gift, brokerage: read.data }) : invalid(read.error.issues);
    }
    case 'advisor': {
      if (gift.donation?.transferMethod !== 'FINANCIAL_ADVISOR')
        return err(invalidInput({ transferMethod: ADVISOR_PATH_ONLY }));
      const read = FinancialAdvisorSchema.safeParse(input);
      if (!read.success) return invalid(read.error.issues);
      const { consentToShare: _consent, ...advisor } = read.data;
      return ok({ ...gift, advisor });
    }
  }
};

/** Saves one step's answers of a draft gift the requester can reach. */
@injectable()
export class SaveStockGiftStep {
  constructor(
    @inject(StockGiftRecords) private readonly records: StockGiftRecords,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    access: GiftAccess,
    id: string,
    step: StockGiftStep,
    input: unknown,
  ): Promise<Result<StockGift, SaveStockGiftStepError>> {
    const kept = await this.records.reach(access, id);
    if (kept.isErr()) return err(kept.error);
    const { gift } = kept.value;
    if (!isEditable(gift.status)) return err(giftRefusal(gift.status));
    const next = answered(gift, step, input);
    if (next.isErr()) return err(next.error);
    const saved = await this.records.write(kept.value, next.value, this.clock.now());
    return saved ? ok(saved) : err(staleWrite());
  }
}

import {
  calendarDateOf,
  estimatedShareValue,
  fieldErrorsOf,
  shareEstimateSchema,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../ports/clock.port';
import { STOCK_QUOTES, type StockQuotes } from '../ports/stock-quotes.port';
import { invalidInput, type UseCaseError } from '../shared/errors';

export interface ShareEstimateInput {
  readonly symbol: string;
  readonly shares: string;
  readonly date: string;
}

/** The donor's estimate of a gift of shares, or that the price must be typed. */
export type ShareEstimate =
  | {
      readonly kind: 'estimated';
      readonly symbol: string;
      readonly date: string;
      readonly high: string;
      readonly low: string;
      /** Dollars and cents: the shares at the mean of the day's high and low. */
      readonly value: string;
    }
  | { readonly kind: 'unquoted'; readonly symbol: string; readonly date: string };

/**
 * The donor's estimate of a gift of listed shares (issue 23): the quote service's high and low
 * for the day, averaged, times the shares. Without a quote (no service, an unknown symbol, a day
 * with no trading) the donor types the price; no price is ever made up.
 */
@injectable()
export class EstimateShareGift {
  constructor(
    @inject(STOCK_QUOTES) private readonly quotes: StockQuotes,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    input: ShareEstimateInput,
  ): Promise<Result<ShareEstimate, UseCaseError<'REQUEST.INVALID'>>> {
    const read = shareEstimateSchema(calendarDateOf(this.clock.now())).safeParse(input);
    if (!read.success) return err(invalidInput(fieldErrorsOf(read.error.issues)));
    const { symbol, shares, date } = read.data;
    const range = await this.quotes.dailyRange(symbol, date);
    if (!range) return ok({ kind: 'unquoted', symbol, date });
    return ok({
      kind: 'estimated',
      symbol,
      date,
      high: range.high,
      low: range.low,
      value: estimatedShareValue(shares, range.high, range.low),
    });
  }
}

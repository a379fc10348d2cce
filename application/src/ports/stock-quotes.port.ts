import type { CalendarDate } from '@bequest/domain';

/** A listed security's trading range on one day, in dollars, as a quote service reports it. */
export interface DailyRange {
  readonly high: string;
  readonly low: string;
}

/** Quotes of listed securities (issue 23): never a made-up price. */
export interface StockQuotes {
  /**
   * The day's range, or null: no quote service is configured or answering, the symbol is not
   * one it knows, or nothing traded that day.
   */
  dailyRange(symbol: string, date: CalendarDate): Promise<DailyRange | null>;
}
export const STOCK_QUOTES: symbol = Symbol.for('StockQuotes');

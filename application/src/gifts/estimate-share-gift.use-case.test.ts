import type { DailyRange, StockQuotes } from '../ports/stock-quotes.port';
import { EstimateShareGift } from './estimate-share-gift.use-case';

const clock = { now: () => new Date('2026-11-26T15:00:00Z') };

describe('the donor’s estimate of a gift of shares (issue 23)', () => {
  const asked: string[] = [];
  const quotes = (range: DailyRange | null): StockQuotes => ({
    dailyRange: async (symbol, date) => {
      asked.push(`${symbol} ${date}`);
      return range;
    },
  });

  it('averages the day’s high and low, times the shares', async () => {
    const estimate = await new EstimateShareGift(
      quotes({ high: '210.50', low: '207.30' }),
      clock,
    ).execute({ symbol: ' vti ', shares: '100', date: '2026-11-25' });
    expect(estimate._unsafeUnwrap()).toEqual({
      kind: 'estimated',
      symbol: 'VTI',
      date: '2026-11-25',
      high: '210.50',
      low: '207.30',
      value: '20890',
    });
    expect(asked).toContain('VTI 2026-11-25');
  });

  it('asks the donor for the price when there is no quote, and never makes one up', async () => {
    const estimate = await new EstimateShareGift(quotes(null), clock).execute({
      symbol: 'VTI',
      shares: '10',
      date: '2026-11-22',
    });
    expect(estimate._unsafeUnwrap()).toEqual({
      kind: 'unquoted',
      symbol: 'VTI',
      date: '2026-11-22',
    });
  });

  it('names each field that is wrong, a day after today included', async () => {
    const estimate = await new EstimateShareGift(quotes(null), clock).execute({
      symbol: '1X',
      shares: '0',
      date: '2026-11-27',
    });
    expect(estimate._unsafeUnwrapErr().fields).toEqual({
      symbol: 'Please enter the ticker symbol, such as VTI',
      shares: 'Please enter a number of shares greater than zero, up to six decimal places',
      date: 'Please enter the day of the gift as YYYY-MM-DD, today or earlier',
    });
  });
});

import type { DailyRange, StockQuotes } from '@bequest/application';
import { calendarDateOf, type CalendarDate } from '@bequest/domain';

/** The day's prices as the quote service answers them. */
interface DailySeries {
  readonly 'Time Series (Daily)'?: Readonly<
    Record<string, { readonly '2. high': string; readonly '3. low': string }>
  >;
}

export interface QuoteServiceSettings {
  /** The service's address: Alpha Vantage's, or a local server replaying its answers in tests. */
  readonly url: string;
  readonly apiKey: string;
  /** How long a quote may take before the donor types the price instead. */
  readonly timeoutMs?: number;
}

/** At most this many symbols' series are kept; the oldest is dropped first. */
const CACHED_SERIES = 500;

/**
 * Daily ranges from Alpha Vantage's daily time series (issue 23), asked once per symbol per day
 * and kept for the day. An answer without the day (a weekend, a holiday, an unknown symbol, the
 * service's rate-limit note) or no answer in time gives no quote: the donor types the price.
 */
export class AlphaVantageQuotes implements StockQuotes {
  private readonly series = new Map<string, Promise<DailySeries | null>>();

  constructor(private readonly settings: QuoteServiceSettings) {}

  async dailyRange(symbol: string, date: CalendarDate): Promise<DailyRange | null> {
    const day = (await this.seriesOf(symbol))?.['Time Series (Daily)']?.[date];
    return day ? { high: day['2. high'], low: day['3. low'] } : null;
  }

  /** The symbol's series as asked today: one request per symbol and day, however many ask. */
  private seriesOf(symbol: string): Promise<DailySeries | null> {
    const key = `${symbol}:${calendarDateOf(new Date())}`;
    const cached = this.series.get(key);
    if (cached) return cached;
    const asked = this.ask(symbol);
    this.series.set(key, asked);
    if (this.series.size > CACHED_SERIES) this.series.delete(this.series.keys().next().value!);
    // A failed answer is not kept, so the next request asks again.
    void asked.then((answer) => answer ?? this.series.delete(key));
    return asked;
  }

  private async ask(symbol: string): Promise<DailySeries | null> {
    const url = new URL('/query', this.settings.url);
    url.search = new URLSearchParams({
      function: 'TIME_SERIES_DAILY',
      symbol,
      apikey: this.settings.apiKey,
    }).toString();
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 5_000),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as DailySeries;
      return answer['Time Series (Daily)'] ? answer : null;
    } catch {
      return null;
    }
  }
}

/** Where no quote service is configured: every price is typed by the donor. */
export const NO_QUOTES: StockQuotes = { dailyRange: async () => null };

/** The quote service of the environment (QUOTES_API_KEY, QUOTES_URL), or none. */
export const stockQuotesFromEnv = (env: NodeJS.ProcessEnv = process.env): StockQuotes =>
  env.QUOTES_API_KEY
    ? new AlphaVantageQuotes({
        url: env.QUOTES_URL ?? 'https://www.alphavantage.co',
        apiKey: env.QUOTES_API_KEY,
      })
    : NO_QUOTES;

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AlphaVantageQuotes, NO_QUOTES, stockQuotesFromEnv } from './alpha-vantage-quotes';

const recorded = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('quotes from the configured service, replayed by a local server (issue 23)', () => {
  const asked: string[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      asked.push(`${query.get('function')} ${query.get('symbol')} ${query.get('apikey')}`);
      const symbol = query.get('symbol');
      if (symbol === 'SLOW') return; // never answers: the quote times out
      response.setHeader('content-type', 'application/json');
      if (symbol === 'DOWN') response.statusCode = 503;
      response.end(recorded(symbol === 'VTI' ? 'vti-daily.json' : 'rate-limited.json'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('reads the day’s high and low, asking once per symbol and day', async () => {
    const quotes = new AlphaVantageQuotes({ url, apiKey: 'test-key' });
    expect(await quotes.dailyRange('VTI', '2026-11-25')).toEqual({
      high: '210.5000',
      low: '207.3000',
    });
    expect(await quotes.dailyRange('VTI', '2026-11-24')).toEqual({
      high: '208.4400',
      low: '206.1200',
    });
    expect(asked.filter((line) => line.includes('VTI'))).toEqual([
      'TIME_SERIES_DAILY VTI test-key',
    ]);
  });

  it('gives no quote for a day without trading, a rate-limit note, an error or silence', async () => {
    const quotes = new AlphaVantageQuotes({ url, apiKey: 'test-key', timeoutMs: 200 });
    expect(await quotes.dailyRange('VTI', '2026-11-22')).toBeNull();
    expect(await quotes.dailyRange('LIMIT', '2026-11-25')).toBeNull();
    expect(await quotes.dailyRange('DOWN', '2026-11-25')).toBeNull();
    expect(await quotes.dailyRange('SLOW', '2026-11-25')).toBeNull();
    // A failed answer is asked again next time.
    await quotes.dailyRange('LIMIT', '2026-11-25');
    expect(asked.filter((line) => line.includes('LIMIT'))).toHaveLength(2);
  });

  it('has no quote service without a key in the environment', async () => {
    expect(stockQuotesFromEnv({})).toBe(NO_QUOTES);
    expect(await NO_QUOTES.dailyRange('VTI', '2026-11-25')).toBeNull();
    expect(stockQuotesFromEnv({ QUOTES_API_KEY: 'k' })).toBeInstanceOf(AlphaVantageQuotes);
  });
});

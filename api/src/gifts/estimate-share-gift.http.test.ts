import { clientFor } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('GET /v2/stock-gifts/estimate (issue 23)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  it('asks a guest for the price where no quote service is configured', async () => {
    const guest = clientFor(baseUrl, 'localhost');
    const estimate = await guest.estimateShareGift({
      query: { symbol: 'vti', shares: '10', date: '2026-11-20' },
    });
    expect(estimate._unsafeUnwrap()).toEqual({
      kind: 'unquoted',
      symbol: 'VTI',
      date: '2026-11-20',
    });
  });

  it('names each field that is wrong, in words a donor reads', async () => {
    const guest = clientFor(baseUrl, 'localhost');
    const estimate = await guest.estimateShareGift({
      query: { symbol: '??', shares: '-1', date: '2026-02-30' },
    });
    expect(estimate._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: {
        code: 'REQUEST.INVALID',
        fields: {
          symbol: 'Please enter the ticker symbol, such as VTI',
          shares: 'Please enter a number of shares greater than zero, up to six decimal places',
          date: 'Please enter the day of the gift as YYYY-MM-DD, today or earlier',
        },
      },
    });
  });
});

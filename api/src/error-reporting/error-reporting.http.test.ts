import { SentryErrorReporter } from '@bequest/adapters';
import { startErrorReportingStandIn } from '@bequest/adapters/testing';
import type { StockQuotes } from '@bequest/application';
import { loggedLines } from '../testing/log-lines';
import { requestApi } from '../testing/request-api';
import { startTestApp, type TestApp } from '../testing/test-app';

/** A quote service that fails with a person's details in its message, as a driver's error might. */
const failingQuotes: StockQuotes = {
  dailyRange: () =>
    Promise.reject(new Error('Quote for Ana Li (ana.li@example.com, born 01/15/1980) failed')),
};

describe('unexpected errors reported to the error-reporting service (issue 31)', () => {
  const { lines, logger } = loggedLines();
  let standIn: Awaited<ReturnType<typeof startErrorReportingStandIn>>;
  let reporter: SentryErrorReporter;
  let testApp: TestApp;

  beforeAll(async () => {
    standIn = await startErrorReportingStandIn();
    reporter = new SentryErrorReporter({ dsn: standIn.dsn, environment: 'test' });
    testApp = await startTestApp({
      logger,
      stockQuotes: failingQuotes,
      errorReporter: reporter,
      browserErrorReporting: { dsn: standIn.dsn, environment: 'test' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it('reports a handler’s error with the request id of its answer and log line, and nothing personal', async () => {
    const response = await requestApi(testApp)
      .get('/v2/stock-gifts/estimate?symbol=ACME&shares=10&date=2026-11-20')
      .set('Host', 'localhost');
    expect(response.status).toBe(500);
    const requestId = (response.body as { error: { requestId: string } }).error.requestId;
    expect(response.headers['x-request-id']).toBe(requestId);
    expect(JSON.stringify(response.body)).not.toMatch(/Ana|ana\.li|1980/);

    await reporter.flush(10_000);
    const events = standIn.received.flatMap(({ events }) => events) as {
      tags: Record<string, string>;
      exception: { values: { value: string }[] };
    }[];
    const reported = events.find(({ tags }) => tags.requestId === requestId);
    expect(reported?.tags).toEqual({
      side: 'server',
      requestId,
      route: '/v2/stock-gifts/estimate',
      tenantId: 'bequest',
      status: '500',
    });
    expect(reported?.exception.values.at(-1)?.value).toBe(
      'Quote for [name] ([email], born [date]) failed',
    );
    expect(standIn.received.map(({ body }) => body).join('\n')).not.toMatch(/Ana Li|ana\.li|1980/);
    const logged = lines
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string })
      .find(({ msg }) => msg === 'unexpected error');
    expect(logged?.requestId).toBe(requestId);
  });

  it('tells the browser where to report, and lets its pages send there only', async () => {
    const tenant = await requestApi(testApp).get('/v2/tenant').set('Host', 'localhost');
    expect(tenant.body.errorReporting).toEqual({ dsn: standIn.dsn, environment: 'test' });
    const csp = String(tenant.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${standIn.origin}`);
  });
});

import { NO_ERROR_REPORTER } from '@bequest/application';
import { startErrorReportingStandIn } from '../testing/error-reporting-stand-in';
import { errorReporterFromEnv, SentryErrorReporter } from './sentry-error-reporter';

describe('unexpected errors reported to Sentry through its Node SDK (issue 31)', () => {
  let standIn: Awaited<ReturnType<typeof startErrorReportingStandIn>>;
  beforeAll(async () => {
    standIn = await startErrorReportingStandIn();
  });
  afterAll(() => standIn.close());

  it('sends the error with its request id and route, and no e-mail, name or birth date', async () => {
    const reporter = new SentryErrorReporter({ dsn: standIn.dsn, environment: 'test' });
    const cause = new Error('row for ana@example.com');
    const error = new Error('Saving the will of Ana Li, born 01/15/1980, failed', { cause });
    reporter.report(error, { requestId: 'req-42', route: '/v2/me/documents/:kind', status: 500 });
    await reporter.flush(10_000);

    const [envelope] = standIn.received;
    expect(envelope?.events).toHaveLength(1);
    const [event] = envelope!.events as {
      exception: { values: { type: string; value: string }[] };
      tags: Record<string, string>;
      environment: string;
    }[];
    expect(event!.exception.values.map(({ value }) => value)).toEqual([
      'row for [email]',
      'Saving the will of [name], born [date], failed',
    ]);
    expect(event!.tags).toEqual({
      side: 'server',
      requestId: 'req-42',
      route: '/v2/me/documents/:kind',
      status: '500',
    });
    expect(event!.environment).toBe('test');
    expect(envelope!.body).not.toMatch(/ana@example\.com|Ana Li|1980/);
  });

  it('is off without SENTRY_DSN', () => {
    expect(errorReporterFromEnv({})).toBe(NO_ERROR_REPORTER);
    expect(errorReporterFromEnv({ SENTRY_DSN: standIn.dsn })).toBeInstanceOf(SentryErrorReporter);
  });
});

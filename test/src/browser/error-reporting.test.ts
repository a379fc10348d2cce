import { errorReportingTo, startErrorReportingStandIn } from '@bequest/api/testing';
import { browserApp, seriousViolations } from './browser';

interface ReportedEvent {
  readonly tags?: Record<string, string>;
  readonly exception?: { readonly values: { readonly value: string }[] };
}

/**
 * Error reporting in a real browser (issue 31): an error the page did not catch reaches the
 * error-reporting service from the page itself, without the person's e-mail, name or birth date,
 * and the policy lets the page send there and nowhere else.
 */
describe('browser: the page’s errors reported without personal data', () => {
  let standIn: Awaited<ReturnType<typeof startErrorReportingStandIn>>;
  beforeAll(async () => {
    standIn = await startErrorReportingStandIn();
  });
  afterAll(() => standIn.close());
  const app = browserApp(() => errorReportingTo(standIn.dsn));

  const browserEvents = () =>
    standIn.received
      .flatMap(({ events }) => events as readonly ReportedEvent[])
      .filter(({ tags }) => tags?.side === 'browser');

  it('sends an uncaught error of the page, scrubbed, to the service the deployment names', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${app.origin}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Saving the will of Ana Li (ana.li@example.com, born 01/15/1980) failed');
      });
    });
    // However long the reporting chunk takes to load and send: the test's own time limit bounds it.
    while (browserEvents().length === 0) await page.waitForTimeout(100);

    const [event] = browserEvents();
    expect(event?.exception?.values.at(-1)?.value).toBe(
      'Saving the will of [name] ([email], born [date]) failed',
    );
    expect(standIn.received.map(({ body }) => body).join('\n')).not.toMatch(/Ana Li|ana\.li|1980/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

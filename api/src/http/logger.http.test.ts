import { clientFor, getStarted, linkCode } from '../testing/people';
import { loggedLines } from '../testing/log-lines';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('structured logs (issue: safety)', () => {
  const { lines, logger } = loggedLines();
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({ logger }));
  });
  afterAll(() => testApp.close());

  it('writes one JSON line per request with its id, and never a password, token or birth date', async () => {
    const anonymous = clientFor(baseUrl, 'localhost');
    const grant = await getStarted(anonymous, 'log@example.com', 'Lou');
    await anonymous.requestPasswordReset({ body: { email: 'log@example.com' } });
    const code = await linkCode(testApp, 'log@example.com', /Finish setting up/);
    await anonymous.resetPassword({
      body: { code, password: 'Hidden123', confirmPassword: 'Hidden123' },
    });
    await anonymous.logIn({ body: { email: 'log@example.com', password: 'Hidden123' } });
    await clientFor(baseUrl, 'localhost', () => grant.token).getCurrentUser();

    const entries = lines.map((line) => JSON.parse(line) as { req?: { id: string; url: string } });
    const requests = entries.filter((entry) => entry.req);
    expect(requests.length).toBeGreaterThanOrEqual(5);
    for (const entry of requests) expect(entry.req?.id).toMatch(/^[\w-]+$/);
    const text = lines.join('\n');
    for (const secret of ['Hidden123', grant.token, code, '1980-01-15', '01/15/1980'])
      expect(text).not.toContain(secret);
  });
});

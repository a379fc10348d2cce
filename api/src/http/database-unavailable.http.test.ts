import type { ApiErrorBody, CurrentUserView } from '@bequest/sdk/contract';
import { clientFor, getStarted } from '../testing/people';
import { loggedLines } from '../testing/log-lines';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/**
 * The database goes away under a running API (issue 28): requests fail fast with 503 and
 * Retry-After, never 500, and the API serves again once it is back, without a restart.
 */
describe('a database that goes away and comes back', () => {
  const { lines, logger } = loggedLines();
  let proxy: TcpProxy;
  let testApp: TestApp;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    proxy = await startTcpProxy(new URL(process.env.DATABASE_URL as string));
    ({ testApp, baseUrl } = await startListeningTestApp({ logger, databasePort: proxy.port }));
    token = (await getStarted(clientFor(baseUrl, 'localhost'), 'steady@example.com')).token;
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await testApp.close();
    await proxy.close();
  });

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });

  it('answers 503 with Retry-After while it is down, and serves again once it is back', async () => {
    const before = (await (await call('/v2/me')).json()) as CurrentUserView;

    await proxy.cut();
    const read = await call('/v2/me');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(((await read.json()) as ApiErrorBody).error).toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
      message:
        'We can’t reach our records right now. Nothing you saved is lost: please try again in a few seconds.',
    });
    const write = await call(`/v2/profiles/${before.activeProfile.randId}`, {
      method: 'PATCH',
      body: JSON.stringify({ version: before.activeProfile.version, administrativeArea: 'TX' }),
    });
    expect(write.status).toBe(503);
    // Logged as the outage it is, not as an unexpected error.
    const levels = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(levels.filter((line) => line.msg === 'database unavailable')).toHaveLength(2);
    expect(levels.some((line) => line.level >= 50)).toBe(false);

    await proxy.restore();
    const after = await call('/v2/me');
    expect(after.status).toBe(200);
    expect(((await after.json()) as CurrentUserView).activeProfile).toEqual(before.activeProfile);
  });
});

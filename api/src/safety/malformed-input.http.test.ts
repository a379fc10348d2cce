import { CONTRACT, pathOf, type Route } from '@bequest/sdk/contract';
import fc from 'fast-check';
import { requestApi } from '../testing/request-api';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** Random and malformed bodies to every endpoint never get a 500 (issue: safety). */
describe('malformed input never breaks the API', () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    const started = await startListeningTestApp();
    testApp = started.testApp;
    const grant = await getStarted(
      clientFor(started.baseUrl, 'localhost'),
      'fuzz@example.com',
      'Fuzz',
    );
    token = grant.token;
  });
  afterAll(() => testApp.close());

  const send = (
    route: Route,
    body: string,
    params: Record<string, string> = { profileId: 'x', kind: 'will' },
  ) => {
    const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
    const server = requestApi(testApp);
    return server[method]('/v2' + pathOf(route.path, params))
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send(body);
  };

  const routes = Object.entries(CONTRACT).filter(([, route]) => route.method !== 'GET') as [
    string,
    Route,
  ][];

  it.each(routes)('%s answers random JSON with a 4xx, never a 500', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        const response = await send(route, JSON.stringify(body));
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(response.body.error.code).toEqual(expect.any(String));
      }),
      { numRuns: 25 },
    );
  });

  it.each(routes)('%s answers broken JSON with 400', async (_name, route) => {
    const response = await send(route, '{"email": ');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('REQUEST.INVALID');
  });

  it('answers an unknown route with the error shape', async () => {
    const response = await requestApi(testApp).get('/v2/nothing-here').set('Host', 'localhost');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('REQUEST.NOT_FOUND');
  });
});

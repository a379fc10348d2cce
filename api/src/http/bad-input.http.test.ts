import { gzipSync } from 'node:zlib';
import { requestApi } from '../testing/request-api';
import { clientFor, getStarted } from '../testing/people';
import { loggedLines } from '../testing/log-lines';
import { startListeningTestApp, type TestApp } from '../testing/test-app';
import { UNSTORABLE_TEXT_MESSAGE } from './unstorable-text';

/**
 * The outside probe's malformed requests (issue 20): each answers the client's error it is, in
 * 4xx, names the field where there is one, and is logged as a refusal, never as a server error.
 */
describe('bad input never answers 500', () => {
  const { lines, logger } = loggedLines();
  let testApp: TestApp;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp({ logger }));
    token = (await getStarted(clientFor(baseUrl, 'localhost'), 'probe@example.com')).token;
  });
  afterAll(() => testApp.close());

  const api = () => requestApi(testApp);
  const logIn = (body: string | Buffer, headers: Record<string, string> = {}) =>
    api()
      .post('/v2/auth/log-in')
      .set({ Host: 'localhost', 'Content-Type': 'application/json', ...headers })
      .send(body);

  it('refuses a body over the limit with 413, naming the limit', async () => {
    const answer = await logIn(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300_000) }));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      code: 'REQUEST.TOO_LARGE',
      message: 'The request body is larger than the 200kb limit',
    });
  });

  it('refuses a charset it cannot read with 415', async () => {
    const answer = await logIn('{}', { 'Content-Type': 'application/json; charset=klingon' });
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('REQUEST.UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body that is not the gzip it claims to be with 400, and reads one that is', async () => {
    const bad = await logIn('not gzip at all', { 'Content-Encoding': 'gzip' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('REQUEST.INVALID');
    // Through fetch: supertest re-encodes a Buffer body.
    const good = await fetch(`${baseUrl}/v2/auth/log-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'Wrong12345' })),
    });
    expect(good.status).toBe(401);
  });

  it('refuses malformed JSON with 400', async () => {
    const answer = await logIn('{"email": ');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('REQUEST.INVALID');
  });

  it.each([
    [
      'a NUL in a body field',
      'POST',
      '/v2/auth/log-in',
      { email: 'a\u0000b', password: 'x' },
      'email',
    ],
    ['a NUL in a path', 'PATCH', '/v2/profiles/%00', { version: 1 }, 'path'],
    [
      'a NUL in a session body',
      'PUT',
      '/v2/session/profile',
      { profileId: 'a\u0000b' },
      'profileId',
    ],
    [
      'an unpaired surrogate',
      'POST',
      '/v2/me/documents/will',
      { refOrgId: 'x\ud800y' },
      'refOrgId',
    ],
    [
      'a NUL in a nested field',
      'POST',
      '/v2/me/documents/will',
      { spouse: { fullName: { first: '\u0000' } } },
      'spouse.fullName.first',
    ],
  ] as const)('refuses %s with 400, naming the field', async (_case, method, path, body, field) => {
    const verb = method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch';
    const server = api();
    const answer = await server[verb](path)
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${token}`)
      .send(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE });
  });

  it('refuses a NUL in a query parameter, and a repeated one on the PDF routes', async () => {
    for (const path of [
      '/will.pdf',
      '/rlt.pdf',
      '/advance-healthcare-directive.pdf',
      '/pdf/dfpoa',
    ]) {
      const repeated = await api()
        .get(`${path}?completionType=a&completionType=b`)
        .set('Host', 'localhost')
        .set('Authorization', `Bearer ${token}`);
      expect(repeated.status).toBe(400);
    }
    const nul = await api()
      .get('/v2/nonprofits?query=a%00b')
      .set('Host', 'localhost')
      .set('Authorization', `Bearer ${token}`);
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toEqual({ 'query.query': UNSTORABLE_TEXT_MESSAGE });
  });

  it('validates an e-mail before the rate limiter stores it as a key', async () => {
    const answer = await logIn(
      JSON.stringify({ email: `${'a'.repeat(20_000)}@x.co`, password: 'x' }),
    );
    expect(answer.status).toBe(400);
    const longest = await testApp.orm.em
      .getConnection()
      .execute<{ length: number }[]>(
        'select coalesce(max(length(key)), 0) as length from rate_limit',
      );
    expect(Number(longest[0]!.length)).toBeLessThan(400);
  });

  it('logs each refusal with its request id, never as a server error', () => {
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.msg === 'request refused').length).toBeGreaterThan(0);
  });
});

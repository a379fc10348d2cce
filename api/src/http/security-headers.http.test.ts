import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestApi } from '../testing/request-api';
import { getStarted, clientFor } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';
import { LIBRARY_STYLES, readFrameAncestors } from './security-headers';

const INLINE = 'document.title = "old browser";';

/** The browser protections every answer carries, by route class (issue 20). */
describe('security headers', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let directory: string;
  let token: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bequest-headers-'));
    await writeFile(
      join(directory, 'index.html'),
      `<!doctype html><div id="root"></div><script nomodule>${INLINE}</script><script type="module" src="/assets/a.js"></script>`,
    );
    ({ testApp, baseUrl } = await startListeningTestApp({
      webDirectory: directory,
      frameAncestors: ['https://partner.example'],
    }));
    token = (await getStarted(clientFor(baseUrl, 'localhost'), 'headers@example.com')).token;
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    requestApi(testApp)
      .get(path)
      .set({ Host: 'localhost', Authorization: `Bearer ${token}`, ...headers });

  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };

  it('a page: a CSP that allows only its own scripts and the hashed inline one, and its framers', async () => {
    const page = await get('/account', { Accept: 'text/html' }).expect(200);
    expect(page.headers).toMatchObject(COMMON);
    const csp = page.headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    const styleHashes = LIBRARY_STYLES.map(
      (style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    );
    expect(csp).toContain(`style-src 'self' ${styleHashes.join(' ')};`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('frame-ancestors https://partner.example');
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('an API answer: the same protections, and no cache keeps it', async () => {
    const me = await get('/v2/me').expect(200);
    expect(me.headers).toMatchObject({ ...COMMON, 'cache-control': 'no-store' });
    expect(me.headers['content-security-policy']).toContain("default-src 'self'");
    const refused = await get('/v2/me/documents/will').expect(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('a PDF: the same protections, no cache', async () => {
    const missing = await get('/will.pdf?download=true').expect(404);
    expect(missing.headers).toMatchObject(COMMON);
  });

  it('HSTS for a year on a production host reached over https, and nowhere else', async () => {
    const production = await get('/v2/tenant', {
      Host: 'bequest.example',
      'X-Forwarded-Proto': 'https',
    });
    // The test app trusts the loopback proxy, as TRUST_PROXY does by default.
    expect(production.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await get('/v2/tenant', { Host: 'bequest.example' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const local = await get('/v2/tenant', { 'X-Forwarded-Proto': 'https' });
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('reads FRAME_ANCESTORS as https origins, refusing anything else', () => {
    expect(readFrameAncestors(undefined)).toEqual([]);
    expect(readFrameAncestors(' https://a.example/x  http://localhost:5173 ')).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    expect(() => readFrameAncestors('http://a.example')).toThrow('FRAME_ANCESTORS');
  });
});

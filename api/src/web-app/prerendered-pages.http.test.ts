import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loggedLines } from '../testing/log-lines';
import { requestApi } from '../testing/request-api';
import { startTestApp, type TestApp } from '../testing/test-app';

// The web app's server build, as the API requires it: it writes what it was given into the page,
// and renders nothing for a white label, as the real one does not for a page it leaves alone.
const PRERENDERER = `
exports.PRERENDERED_PATHS = ['/', '/login'];
exports.prerenderPage = async ({ url, template, tenant, now }) => {
  if (url.endsWith('?fail')) throw new Error('the page threw');
  if (tenant.tenantId !== 'bequest') return null;
  return template.replace('<div id="root"></div>', '<div id="root">' + [tenant.tenantId, url, now.toISOString()].join(' ') + '</div>');
};
`;
const NOW = new Date('2026-08-03T12:00:00Z');

describe('the first screens rendered into the page (ADR 0017)', () => {
  let testApp: TestApp;
  let directory: string;
  const logs = loggedLines();

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bequest-web-'));
    await mkdir(join(directory, '.ssr'));
    await writeFile(join(directory, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(directory, '.ssr', 'prerender.cjs'), PRERENDERER);
    testApp = await startTestApp({
      webDirectory: directory,
      clock: { now: () => NOW },
      logger: logs.logger,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  const get = (path: string, host = 'localhost') =>
    requestApi(testApp).get(path).set('Host', host).set('Accept', 'text/html');

  it('renders the main brand’s home and log-in page with its tenant, the address and the time', async () => {
    const home = await get('/').expect(200).expect('content-type', /html/);
    expect(home.text).toBe(
      `<!doctype html><div id="root">bequest http://localhost/ ${NOW.toISOString()}</div>`,
    );
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toMatch(/Cookie/);
    expect((await get('/login?redirect=%2Faccount').expect(200)).text).toContain(
      'bequest http://localhost/login?redirect=%2Faccount ',
    );
  });

  it('sends index.html as it is for every other page, browser and tenant', async () => {
    const plain = '<!doctype html><div id="root"></div>';
    expect((await get('/faq').expect(200)).text).toBe(plain);
    // A signed-in browser's header and buttons are its own.
    const signedIn = await get('/').set('Cookie', 'signed_in=1').expect(200);
    expect(signedIn.text).toBe(plain);
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    // A page in another site's frame shows alone.
    expect((await get('/').set('Sec-Fetch-Dest', 'iframe').expect(200)).text).toBe(plain);
    // The web app renders nothing for a white label.
    expect((await get('/', 'willow.localhost').expect(200)).text).toBe(plain);
  });

  it('sends index.html, and logs why, when the prerendering fails', async () => {
    expect((await get('/?fail').expect(200)).text).toBe('<!doctype html><div id="root"></div>');
    expect(logs.lines.some((line) => line.includes('prerendering the page failed'))).toBe(true);
  });
});

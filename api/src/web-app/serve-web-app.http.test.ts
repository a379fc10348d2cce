import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFlags } from '@bequest/domain';
import { requestApi } from '../testing/request-api';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('the web app on the API’s origin', () => {
  let testApp: TestApp;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'bequest-web-'));
    await mkdir(join(directory, 'assets'));
    await writeFile(join(directory, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(directory, 'assets', 'app.js'), 'console.log(1)');
    testApp = await startTestApp({ webDirectory: directory });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(directory, { recursive: true, force: true });
  });

  const get = (path: string, accept = 'text/html') =>
    requestApi(testApp).get(path).set('Host', 'localhost').set('Accept', accept);

  it('answers every page path with the app, and its files as they are', async () => {
    for (const path of ['/', '/account', '/login?redirect=%2Faccount'])
      expect((await get(path).expect(200)).text).toContain('<div id="root">');
    expect((await get('/assets/app.js', '*/*').expect(200)).text).toBe('console.log(1)');
  });

  it('compresses the hashed text files and lets browsers keep them for a year (issue 21)', async () => {
    const script = 'console.log("a file named by its hash");\n'.repeat(50);
    await writeFile(join(directory, 'assets', 'page-AbC123.js'), script);
    const raw = (path: string, encoding?: string) => {
      const call = requestApi(testApp).get(path).set('Host', 'localhost');
      if (encoding !== undefined) call.set('Accept-Encoding', encoding);
      return call.buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    };
    // The client decodes the body it was sent compressed.
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await raw('/assets/page-AbC123.js', accepted).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect((response.body as Buffer).toString()).toBe(script);
    }
    const plain = await raw('/assets/page-AbC123.js', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((plain.body as Buffer).toString()).toBe(script);
    // Only what lies under assets/ is kept for a year.
    for (const path of ['/assets/no-such-file.js', '/assets/..%2Findex.html']) {
      const passed = await raw(path, 'br').expect(200);
      expect(passed.headers['cache-control']).not.toMatch(/immutable/);
    }
    const page = await get('/').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends pages that moved to the marketing site there (platform-core.md 2.3)', async () => {
    const moved = await get('/planned-giving-report-2024').expect(301);
    expect(moved.headers.location).toBe(
      'https://www.bequest.example/resources/2024-planned-giving-report',
    );
    expect((await get('/nonprofits').expect(301)).headers.location).toBe(
      'https://www.bequest.example/',
    );
  });

  it('moves a renamed organization’s old slug to its new one, query kept (platform-core.md 2.3)', async () => {
    expect((await get('/harborfoodbank?utm_source=mail').expect(301)).headers.location).toBe(
      '/harbor-food-bank?utm_source=mail',
    );
    expect((await get('/record/riverconservancy').expect(301)).headers.location).toBe(
      '/record/river-conservancy',
    );
    await get('/harbor-food-bank').expect(200);
  });

  it('sends the nonprofit portal’s paths to the portal (ADR 0012)', async () => {
    expect((await get('/portal/login').expect(302)).headers.location).toBe(
      'https://portal.bequest.example/login',
    );
    expect((await get('/partner-portal-redirect').expect(302)).headers.location).toBe(
      'https://portal.bequest.example/',
    );
  });

  it('reads the old slugs and the external partner pages from the database', async () => {
    await get('/old-harbor').expect(200);
    await get('/partner/acme-law').expect(200);
    const em = testApp.orm.em.fork();
    await em.execute(
      "insert into organization_slug_alias (old_slug, slug) values ('old-harbor', 'harbor-food-bank')",
    );
    await em.execute("insert into external_partner_page (slug) values ('acme-law')");
    expect((await get('/qcd/Old-Harbor').expect(301)).headers.location).toBe(
      '/qcd/harbor-food-bank',
    );
    expect((await get('/partner/acme-law?ref=2').expect(302)).headers.location).toBe(
      'https://clients.bequest.example/partner/acme-law?ref=2',
    );
  });

  it('leaves the API’s own paths to the API', async () => {
    expect((await get('/v2/tenant', 'application/json').expect(200)).body.tenantId).toBe('bequest');
    await get('/v2/tenant').expect(200).expect('content-type', /json/);
    await get('/will.pdf?download=true').expect(401);
    const email = await get('/email/advance-healthcare-directive').expect(403);
    expect(email.body.error.code).toBe('AUTH.CSRF');
  });

  describe('with the marketing subdomains on (FW_WEBFLOW_SUBDOMAINS)', () => {
    let subdomains: TestApp;
    beforeAll(async () => {
      subdomains = await startTestApp({
        webDirectory: directory,
        featureFlags: resolveFlags({ FW_WEBFLOW_SUBDOMAINS: true }),
        siteAddresses: {
          marketingSite: 'https://www.bequest.example',
          partnerSite: 'https://partners.bequest.example',
          estatePlanningClientSite: 'https://clients.bequest.example',
          nonprofitPortal: 'https://portal.bequest.example',
        },
      });
    });
    afterAll(() => subdomains.close());

    const located = async (path: string) => {
      const response = await requestApi(subdomains)
        .get(path)
        .set('Host', 'localhost')
        .set('Accept', 'text/html');
      return `${response.status} ${response.headers.location ?? ''}`;
    };

    it('sends the home, legal, agreement and products pages and partner pages there', async () => {
      expect(await located('/')).toBe('302 https://www.bequest.example/');
      expect(await located('/privacy')).toBe('302 https://www.bequest.example/legal/privacy');
      expect(await located('/msa/products?v=2')).toBe(
        '302 https://www.bequest.example/msa/products?v=2',
      );
      expect(await located('/lp/harbor-food-bank?utm_source=ad')).toBe(
        '302 https://partners.bequest.example/harbor-food-bank?utm_source=ad',
      );
      expect(await located('/account')).toBe('200 ');
      expect(await located('/no-such-partner')).toBe('200 ');
    });
  });
});

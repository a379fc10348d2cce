import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const SDK = join(__dirname, '..', '..', '..', 'sdk');

/**
 * The SDK's API reference (issue 25): TypeDoc builds it from the SDK's sources, the resources'
 * pages carry the comments written from the contract, and the API serves it at /docs/sdk.
 */
describe('the SDK reference at /docs/sdk', () => {
  const out = mkdtempSync(join(tmpdir(), 'sdk-reference-'));
  let testApp: TestApp;

  beforeAll(async () => {
    execFileSync(process.execPath, [join(SDK, 'scripts', 'build-reference.mjs'), out], {
      stdio: 'pipe',
    });
    ({ testApp } = await startListeningTestApp({ sdkReferenceDirectory: out }));
  }, 240_000);
  afterAll(async () => {
    await testApp?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('is built: each resource has its page, with the route’s summary, failures and example', () => {
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    const documents = readFileSync(
      join(out, 'interfaces', '_bequest_sdk.DocumentsResource.html'),
      'utf8',
    );
    expect(documents).toContain('A document of the active profile');
    expect(documents).toContain('REQUEST.NOT_FOUND');
    // The example, highlighted: `await bequest.documents.get(…)`.
    expect(documents).toMatch(/bequest<\/span>.{0,60}documents<\/span>.{0,60}get/);
    const clients = readFileSync(
      join(out, 'interfaces', '_bequest_sdk.ClientsResource.html'),
      'utf8',
    );
    expect(clients).toContain('FIRM.SCOPE_MISSING');
    // No inline script: the API's Content-Security-Policy would refuse it.
    expect(documents).not.toMatch(/<script>/);
  });

  it('is served at /docs/sdk, its pages and assets; a page it does not have is 404', async () => {
    const server = request(testApp.app.getHttpServer());
    const index = await server.get('/docs/sdk/').set('Host', 'localhost');
    expect(index.status).toBe(200);
    expect(index.type).toBe('text/html');
    expect(index.text).toContain('@bequest/sdk');
    const bare = await server.get('/docs/sdk').set('Host', 'localhost');
    expect([200, 301]).toContain(bare.status);
    const page = await server
      .get('/docs/sdk/interfaces/_bequest_sdk.FirmResources.html')
      .set('Host', 'localhost');
    expect(page.status).toBe(200);
    expect((await server.get('/docs/sdk/assets/style.css').set('Host', 'localhost')).status).toBe(
      200,
    );
    const missing = await server.get('/docs/sdk/no-such-page.html').set('Host', 'localhost');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBeDefined();
  });
});

import { publicTenantConfiguration, resolveFlags, TENANT_CONFIGURATIONS } from '@bequest/domain';
import { requestApi } from '../testing/request-api';
import { startTestApp, type TestApp } from '../testing/test-app';

describe('GET /v2/tenant (platform-core.md 2.1)', () => {
  let testApp: TestApp;
  const flags = resolveFlags({ FW_ACCOUNT_PAGE_REDESIGN: 'true', FW_HAS_TRACKING: false });
  const link = 'https://notary.example/easy-link/deployment-key';
  const get = (host: string) => requestApi(testApp).get('/v2/tenant').set('Host', host);

  beforeAll(async () => {
    testApp = await startTestApp({ featureFlags: flags, remoteNotaryLink: link });
  });
  afterAll(() => testApp.close());

  it.each([
    ['acme-wealth.example', 'acme-wealth', 'production'],
    ['demo.benefitco.example', 'benefitco', 'demo'],
    ['willow.localhost:3000', 'willow', 'local'],
    ['localhost:3000', 'bequest', 'local'],
  ] as const)('%s is tenant %s in %s', async (host, tenantId, environment) => {
    const response = await get(host).expect(200);
    expect(response.body).toEqual({
      tenantId,
      environment,
      configuration: JSON.parse(
        JSON.stringify(publicTenantConfiguration(TENANT_CONFIGURATIONS[tenantId])),
      ),
      featureFlags: flags,
      remoteNotaryLink: link,
      errorReporting: null,
    });
    expect(response.body.featureFlags).toMatchObject({
      FW_ACCOUNT_PAGE_REDESIGN: true,
      FW_HAS_TRACKING: false,
      FW_HAS_ATTORNEY_CONSULT: true,
    });
    expect(response.body.configuration).not.toHaveProperty('secrets');
  });

  it('honors the tenant_override cookie outside production only', async () => {
    const local = await get('localhost').set('Cookie', 'tenant_override=willow').expect(200);
    expect(local.body.tenantId).toBe('willow');
    const production = await get('bequest.example').set('Cookie', 'tenant_override=willow');
    expect(production.body.tenantId).toBe('bequest');
  });

  it('answers 404 with the specification message for an unknown host', async () => {
    const response = await get('unknown.example').expect(404);
    expect(response.body).toEqual({
      error: { code: 'TENANT.NO_VALID_TENANT', message: 'No valid tenant for unknown.example' },
    });
  });

  it('answers the health check', async () => {
    await requestApi(testApp).get('/v2/health').expect(200, { status: 'ok' });
    await requestApi(testApp).get('/v2/health/live').expect(200, { status: 'ok' });
    await requestApi(testApp).get('/v2/health/ready').expect(200, { status: 'ready' });
  });
});

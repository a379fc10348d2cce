import { normalizeHostname, resolveTenantFromHost } from './resolve-tenant';
import {
  MAIN_BRAND_LOCAL_HOSTNAMES,
  TENANT_DOMAINS,
  TENANT_HOSTS,
  tenantHostsFor,
} from './tenant-hosts';

describe('DECISIONS.md "Names" tenant hosts', () => {
  it('gives each tenant production, www, demo, test and local hosts', () => {
    expect(tenantHostsFor('willow', 'willow.example')).toEqual([
      { hostname: 'willow.example', tenantId: 'willow', environment: 'production' },
      { hostname: 'www.willow.example', tenantId: 'willow', environment: 'production' },
      { hostname: 'demo.willow.example', tenantId: 'willow', environment: 'demo' },
      { hostname: 'test.willow.example', tenantId: 'willow', environment: 'test' },
      { hostname: 'willow.localhost', tenantId: 'willow', environment: 'local' },
    ]);
  });

  it('serves the main brand on plain localhost and each tenant on <tenant>.example', () => {
    expect(MAIN_BRAND_LOCAL_HOSTNAMES).toEqual(['localhost', '127.0.0.1', '::1']);
    for (const [tenantId, domain] of Object.entries(TENANT_DOMAINS))
      expect(domain).toBe(`${tenantId}.example`);
  });

  it('lists every host once', () => {
    const hostnames = TENANT_HOSTS.map((host) => host.hostname);
    expect(new Set(hostnames).size).toBe(hostnames.length);
    expect(hostnames).toHaveLength(4 * 5 + 3);
  });
});

describe('platform-core.md 2.1 tenant resolution from the host name', () => {
  it.each([
    ['bequest.example', 'bequest', 'production'],
    ['www.bequest.example', 'bequest', 'production'],
    ['willow.example', 'willow', 'production'],
    ['acme-wealth.example', 'acme-wealth', 'production'],
    ['benefitco.example', 'benefitco', 'production'],
    ['demo.acme-wealth.example', 'acme-wealth', 'demo'],
    ['test.benefitco.example', 'benefitco', 'test'],
    ['acme-wealth.localhost:5173', 'acme-wealth', 'local'],
    ['willow.localhost', 'willow', 'local'],
    ['localhost', 'bequest', 'local'],
    ['localhost:3000', 'bequest', 'local'],
    ['127.0.0.1:8080', 'bequest', 'local'],
    ['[::1]:3000', 'bequest', 'local'],
    ['::1', 'bequest', 'local'],
    ['BEQUEST.Example', 'bequest', 'production'],
    ['bequest.example.', 'bequest', 'production'],
    [' Demo.Willow.Example:443 ', 'willow', 'demo'],
  ])('%j → %s (%s)', (host, tenantId, environment) => {
    expect(resolveTenantFromHost(host)._unsafeUnwrap()).toEqual({ tenantId, environment });
  });

  it.each([
    ['', 'Invalid hostname of '],
    [null, 'Invalid hostname of '],
    [undefined, 'Invalid hostname of '],
    ['https://bequest.example/', 'Invalid hostname of https://bequest.example/'],
    ['bequest.example:99999', 'Invalid hostname of bequest.example:99999'],
    ['bequest.example:http', 'Invalid hostname of bequest.example:http'],
    ['bequest example', 'Invalid hostname of bequest example'],
    ['-bequest.example', 'Invalid hostname of -bequest.example'],
    ['bequest..example', 'Invalid hostname of bequest..example'],
    ['a:b:c', 'Invalid hostname of a:b:c'],
    ['[::1]:http', 'Invalid hostname of [::1]:http'],
    ['[bequest.example]', 'Invalid hostname of [bequest.example]'],
    ['1::2::3', 'Invalid hostname of 1::2::3'],
    ['256.1.1.1', 'Invalid hostname of 256.1.1.1'],
  ])('%j is malformed: "%s"', (host, message) => {
    expect(resolveTenantFromHost(host)._unsafeUnwrapErr()).toEqual({
      code: 'TENANT.INVALID_HOSTNAME',
      message,
    });
  });

  it.each([
    ['unknown.example', 'No valid tenant for unknown.example'],
    ['Unknown.Example:8080', 'No valid tenant for unknown.example'],
    ['10.0.0.1', 'No valid tenant for 10.0.0.1'],
    ['[2001:db8::1]', 'No valid tenant for 2001:db8::1'],
    ['1:2:3:4:5:6:7:8', 'No valid tenant for 1:2:3:4:5:6:7:8'],
    ['prod.bequest.example', 'No valid tenant for prod.bequest.example'],
  ])('%j is well formed but unknown: "%s"', (host, message) => {
    expect(resolveTenantFromHost(host)._unsafeUnwrapErr()).toEqual({
      code: 'TENANT.NO_VALID_TENANT',
      message,
    });
  });

  it.each([
    // host, tenant_override, expected tenant, environment
    ['localhost:3000', 'acme-wealth', 'acme-wealth', 'local'],
    ['test.bequest.example', 'benefitco', 'benefitco', 'test'],
    ['demo.willow.example', ' Willow ', 'willow', 'demo'],
    ['bequest.example', 'acme-wealth', 'bequest', 'production'],
    ['www.willow.example', 'bequest', 'willow', 'production'],
    ['localhost', 'nobody', 'bequest', 'local'],
    ['localhost', '', 'bequest', 'local'],
    ['localhost', null, 'bequest', 'local'],
  ])(
    'host %j with tenant_override %j → %s (%s); honored outside production only',
    (host, tenantOverride, tenantId, environment) => {
      expect(resolveTenantFromHost(host, { tenantOverride })._unsafeUnwrap()).toEqual({
        tenantId,
        environment,
      });
    },
  );

  it('reads a host table given as data', () => {
    const hosts = tenantHostsFor('firm', 'firm.example');
    expect(resolveTenantFromHost('demo.firm.example', { hosts })._unsafeUnwrap()).toEqual({
      tenantId: 'firm',
      environment: 'demo',
    });
    expect(resolveTenantFromHost('bequest.example', { hosts }).isErr()).toBe(true);
  });

  it.each([
    ['a.b', 'a.b'],
    [`${'a'.repeat(63)}.example`, `${'a'.repeat(63)}.example`],
    [`${'a'.repeat(64)}.example`, null],
    [`${'a.'.repeat(127)}ab`, null],
  ])('normalizeHostname(%j) is %j', (host, expected) => {
    expect(normalizeHostname(host)).toBe(expected);
  });
});

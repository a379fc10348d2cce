import { DEFAULT_TENANT_ID, type SeededTenantId, type TenantEnvironment } from './tenant-id';

/** One host name and the tenant and environment it serves (DECISIONS.md "Names"). */
export interface TenantHost {
  readonly hostname: string;
  readonly tenantId: string;
  readonly environment: TenantEnvironment;
}

/** The production domain of each seeded tenant. */
export const TENANT_DOMAINS = {
  bequest: 'bequest.example',
  willow: 'willow.example',
  'acme-wealth': 'acme-wealth.example',
  benefitco: 'benefitco.example',
} as const satisfies Record<SeededTenantId, string>;

/** Plain local hosts serve the main brand in local development (DECISIONS.md "Names"). */
export const MAIN_BRAND_LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '::1'] as const;

/**
 * The hosts of one tenant: `<domain>` and `www.<domain>` (production), `demo.<domain>`,
 * `test.<domain>` and `<tenant>.localhost` (local development) (DECISIONS.md "Names").
 */
export const tenantHostsFor = (tenantId: string, domain: string): readonly TenantHost[] => [
  { hostname: domain, tenantId, environment: 'production' },
  { hostname: `www.${domain}`, tenantId, environment: 'production' },
  { hostname: `demo.${domain}`, tenantId, environment: 'demo' },
  { hostname: `test.${domain}`, tenantId, environment: 'test' },
  { hostname: `${tenantId}.localhost`, tenantId, environment: 'local' },
];

/** Every host of the seeded tenants (DECISIONS.md "Names"; platform-core.md 2.1). */
export const TENANT_HOSTS: readonly TenantHost[] = [
  ...Object.entries(TENANT_DOMAINS).flatMap(([tenantId, domain]) =>
    tenantHostsFor(tenantId, domain),
  ),
  ...MAIN_BRAND_LOCAL_HOSTNAMES.map((hostname) => ({
    hostname,
    tenantId: DEFAULT_TENANT_ID,
    environment: 'local' as const,
  })),
];

/**
 * A tenant's own address in the environment of the deployment's public address (`publicOrigin`,
 * the main brand's): what a link in a background job's e-mail uses, where no request names the
 * host. `http://localhost:3000` gives `http://willow.localhost:3000` for willow, and
 * `https://bequest.example` gives `https://willow.example`. The tenant of the public address, a host
 * outside the table, or a tenant without a host in that environment keeps `publicOrigin`.
 */
export const tenantOriginIn = (
  publicOrigin: string,
  tenantId: string,
  hosts: readonly TenantHost[] = TENANT_HOSTS,
): string => {
  const match = /^(https?:\/\/)([^/:?#]+)(:\d+)?/i.exec(publicOrigin.trim());
  if (!match) return publicOrigin;
  const [, scheme = '', name = '', port = ''] = match;
  const originOf = (hostname: string) => `${scheme.toLowerCase()}${hostname}${port}`;
  const hostname = name.toLowerCase();
  const publicHost = hosts.find((host) => host.hostname === hostname);
  if (!publicHost || publicHost.tenantId === tenantId) return originOf(hostname);
  const own = hosts.find(
    (host) => host.tenantId === tenantId && host.environment === publicHost.environment,
  );
  return originOf(own ? own.hostname : hostname);
};

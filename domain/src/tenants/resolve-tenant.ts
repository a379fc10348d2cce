import { err, ok, type Result } from 'neverthrow';
import { TENANT_HOSTS, type TenantHost } from './tenant-hosts';
import type { TenantEnvironment } from './tenant-id';

/** The tenant and environment a request's host resolves to (platform-core.md 2.1). */
export interface ResolvedTenant {
  readonly tenantId: string;
  readonly environment: TenantEnvironment;
}

/** Why a host resolves to no tenant, with the specification's messages (platform-core.md 2.1, 8). */
export type TenantResolutionError =
  | { readonly code: 'TENANT.INVALID_HOSTNAME'; readonly message: string }
  | { readonly code: 'TENANT.NO_VALID_TENANT'; readonly message: string };

const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6_GROUP = /^[0-9a-f]{0,4}$/;
const PORT = /^\d{1,5}$/;

const isPort = (port: string): boolean => PORT.test(port) && Number(port) <= 65535;

// Eight hex groups separated by colons, or fewer with exactly one "::".
const isIpv6 = (address: string): boolean => {
  const groups = address.split(':');
  const compressed = address.split('::').length - 1;
  return (
    groups.length >= 3 &&
    groups.length <= 8 &&
    (compressed === 1 || (compressed === 0 && groups.length === 8)) &&
    groups.every((group) => IPV6_GROUP.test(group))
  );
};

const isHostname = (hostname: string): boolean => {
  const ipv4 = IPV4.exec(hostname);
  if (ipv4) return ipv4.slice(1).every((part) => Number(part) <= 255);
  return hostname.length <= 253 && hostname.split('.').every((label) => DNS_LABEL.test(label));
};

/**
 * The host name of a Host header value: lower case, without port and without a final dot;
 * null when it is not a well-formed host.
 */
export const normalizeHostname = (host: string): string | null => {
  const value = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(value);
  if (bracketed) {
    const address = bracketed[1] as string;
    const port = bracketed[2];
    return isIpv6(address) && (port === undefined || isPort(port)) ? address : null;
  }
  if (isIpv6(value)) return value;
  const parts = value.split(':');
  const name = parts[0] as string;
  const port = parts[1];
  if (parts.length > 2 || (port !== undefined && !isPort(port))) return null;
  const hostname = name.endsWith('.') ? name.slice(0, -1) : name;
  return isHostname(hostname) ? hostname : null;
};

export interface ResolveTenantOptions {
  /** The tenant_override cookie; honored outside production only. */
  readonly tenantOverride?: string | null;
  /** The host table; the seeded tenants' hosts by default. */
  readonly hosts?: readonly TenantHost[];
}

/**
 * The tenant of a host (port stripped, case-insensitive). Outside production the tenant_override
 * cookie may select another known tenant in the same environment; an unknown override is ignored
 * (platform-core.md 2.1; DECISIONS.md "Names").
 */
export const resolveTenantFromHost = (
  host: string | null | undefined,
  options: ResolveTenantOptions = {},
): Result<ResolvedTenant, TenantResolutionError> => {
  const hosts = options.hosts ?? TENANT_HOSTS;
  const hostname = normalizeHostname(host ?? '');
  if (hostname === null) {
    return err({ code: 'TENANT.INVALID_HOSTNAME', message: `Invalid hostname of ${host ?? ''}` });
  }
  const match = hosts.find((entry) => entry.hostname === hostname);
  if (match === undefined) {
    return err({ code: 'TENANT.NO_VALID_TENANT', message: `No valid tenant for ${hostname}` });
  }
  const override = options.tenantOverride?.trim().toLowerCase();
  if (
    match.environment !== 'production' &&
    override &&
    hosts.some((entry) => entry.tenantId === override)
  ) {
    return ok({ tenantId: override, environment: match.environment });
  }
  return ok({ tenantId: match.tenantId, environment: match.environment });
};

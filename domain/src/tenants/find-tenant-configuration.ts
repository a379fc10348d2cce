import { err, ok, type Result } from 'neverthrow';
import type { TenantConfiguration } from './tenant-configuration';
import { TENANT_CONFIGURATIONS } from './tenant-configurations';

/** An unknown tenant id, with the specification's startup message (platform-core.md 2.1, 8). */
export interface UnknownTenantIdError {
  readonly code: 'TENANT.UNKNOWN_TENANT_ID';
  readonly message: string;
}

/** The error for a tenant id that has no configuration. */
export const unknownTenantIdError = (tenantId: string): UnknownTenantIdError => ({
  code: 'TENANT.UNKNOWN_TENANT_ID',
  message: `received unknown tenantId: ${tenantId} when trying to retrieve product configuration`,
});

/**
 * The product configuration of a tenant by id (platform-core.md 2.1, 8). The configurations are
 * data (seeded, then edited in the admin console); the seeded ones are the default.
 */
export const findTenantConfiguration = (
  tenantId: string,
  configurations: Readonly<Record<string, TenantConfiguration>> = TENANT_CONFIGURATIONS,
): Result<TenantConfiguration, UnknownTenantIdError> => {
  const configuration = Object.hasOwn(configurations, tenantId)
    ? configurations[tenantId]
    : undefined;
  return configuration === undefined ? err(unknownTenantIdError(tenantId)) : ok(configuration);
};

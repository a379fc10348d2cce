import type { TenantConfiguration } from '@bequest/domain';

/** The stored configurations of the tenants (seeded, then edited in the admin console). */
export interface TenantConfigurationRepository {
  findById(tenantId: string): Promise<TenantConfiguration | null>;
}

export const TENANT_CONFIGURATION_REPOSITORY: symbol = Symbol.for('TenantConfigurationRepository');

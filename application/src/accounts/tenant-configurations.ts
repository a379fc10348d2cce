import type { TenantConfiguration } from '@bequest/domain';
import type { TenantConfigurationRepository } from '../ports/tenant-configuration-repository.port';

/** The configuration of a tenant the request already resolved; its absence is a server fault. */
export const configurationOf = async (
  repository: TenantConfigurationRepository,
  tenantId: string,
): Promise<TenantConfiguration> => {
  const configuration = await repository.findById(tenantId);
  if (!configuration) throw new Error(`tenant ${tenantId} has no configuration`);
  return configuration;
};

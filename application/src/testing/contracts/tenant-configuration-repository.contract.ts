import { beforeEach, describe, expect, it } from '@jest/globals';
import { TENANT_CONFIGURATIONS } from '@bequest/domain';
import type { TenantConfigurationRepository } from '../../ports/tenant-configuration-repository.port';

/** What TenantConfigurationRepository promises, for a store holding the seeded tenants. */
export const tenantConfigurationRepositoryContract = (
  setUp: () => Promise<TenantConfigurationRepository>,
): void =>
  describe('TenantConfigurationRepository contract', () => {
    let configurations: TenantConfigurationRepository;
    beforeEach(async () => {
      configurations = await setUp();
    });

    it.each(Object.entries(TENANT_CONFIGURATIONS))(
      'answers the seeded configuration of %s',
      async (tenantId, configuration) => {
        expect(await configurations.findById(tenantId)).toEqual(configuration);
        expect(await configurations.findById(tenantId)).toEqual(configuration);
      },
    );

    it('answers nothing for a tenant it does not have', async () => {
      expect(await configurations.findById('unknown-tenant')).toBeNull();
      expect(await configurations.findById('')).toBeNull();
    });
  });

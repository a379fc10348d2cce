import { findTenantConfiguration } from './find-tenant-configuration';
import { TENANT_CONFIGURATIONS } from './tenant-configurations';
import { SEEDED_TENANT_IDS } from './tenant-id';

describe('platform-core.md 2.1, 8 product configuration lookup by tenantId', () => {
  it.each(SEEDED_TENANT_IDS)('finds %s', (tenantId) => {
    expect(findTenantConfiguration(tenantId)._unsafeUnwrap()).toBe(TENANT_CONFIGURATIONS[tenantId]);
  });

  it.each(['unknown', 'constructor', '', 'Bequest'])(
    'fails for %j with the startup message',
    (tenantId) => {
      expect(findTenantConfiguration(tenantId)._unsafeUnwrapErr()).toEqual({
        code: 'TENANT.UNKNOWN_TENANT_ID',
        message: `received unknown tenantId: ${tenantId} when trying to retrieve product configuration`,
      });
    },
  );

  it('reads configurations given as data', () => {
    const configurations = { firm: TENANT_CONFIGURATIONS['acme-wealth'] };
    expect(findTenantConfiguration('firm', configurations).isOk()).toBe(true);
    expect(findTenantConfiguration('bequest', configurations).isErr()).toBe(true);
  });
});

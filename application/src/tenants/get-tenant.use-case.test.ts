import 'reflect-metadata';
import { resolveFlags, TENANT_CONFIGURATIONS, type TenantConfiguration } from '@bequest/domain';
import type { TenantConfigurationRepository } from '../ports/tenant-configuration-repository.port';
import { GetTenant } from './get-tenant.use-case';

const repository = (
  configurations: Record<string, TenantConfiguration>,
): TenantConfigurationRepository => ({
  findById: async (tenantId) => configurations[tenantId] ?? null,
});

describe('get tenant (platform-core.md 2.1)', () => {
  const flags = resolveFlags({ FW_ACCOUNT_PAGE_REDESIGN: 'true' });
  const link = 'https://notary.example/easy-link/key';
  const getTenant = new GetTenant(repository(TENANT_CONFIGURATIONS), flags, link, null);

  it('answers the stored configuration of the host tenant, without secrets', async () => {
    const result = await getTenant.execute({ host: 'demo.willow.example' });
    const view = result._unsafeUnwrap();
    expect(view).toMatchObject({ tenantId: 'willow', environment: 'demo' });
    expect(view.configuration).not.toHaveProperty('secrets');
    expect(view.configuration.household).toBe(TENANT_CONFIGURATIONS.willow.household);
  });

  it('answers the feature flags in effect', async () => {
    const view = (await getTenant.execute({ host: 'willow.example' }))._unsafeUnwrap();
    expect(view.featureFlags).toEqual(flags);
    expect(view.featureFlags.FW_ACCOUNT_PAGE_REDESIGN).toBe(true);
  });

  it('answers the remote-notary link of the deployment (documents.md 7.7)', async () => {
    const view = (await getTenant.execute({ host: 'willow.example' }))._unsafeUnwrap();
    expect(view.remoteNotaryLink).toBe(link);
  });

  it('honors the tenant_override cookie outside production', async () => {
    const result = await getTenant.execute({ host: 'localhost:3000', tenantOverride: 'benefitco' });
    expect(result._unsafeUnwrap().tenantId).toBe('benefitco');
  });

  it.each([
    ['bad host', '-bad-', 'TENANT.INVALID_HOSTNAME'],
    ['unknown host', 'unknown.example', 'TENANT.NO_VALID_TENANT'],
  ])('reports a %s', async (_case, host, code) => {
    expect((await getTenant.execute({ host }))._unsafeUnwrapErr().code).toBe(code);
  });

  it('reports a tenant whose configuration is missing from storage', async () => {
    const empty = new GetTenant(repository({}), flags, null, null);
    expect((await empty.execute({ host: 'willow.example' }))._unsafeUnwrapErr()).toEqual({
      code: 'TENANT.UNKNOWN_TENANT_ID',
      message: 'received unknown tenantId: willow when trying to retrieve product configuration',
    });
  });
});

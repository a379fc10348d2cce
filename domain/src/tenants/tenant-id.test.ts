import {
  DEFAULT_TENANT_ID,
  SEEDED_TENANT_IDS,
  TENANT_ENVIRONMENTS,
  TenantEnvironmentSchema,
  TenantIdSchema,
} from './tenant-id';

describe('DECISIONS.md "Names" tenant ids and environments', () => {
  it('seeds four tenants, the main brand by default, each with test, demo and production', () => {
    expect(SEEDED_TENANT_IDS).toEqual(['bequest', 'willow', 'acme-wealth', 'benefitco']);
    expect(DEFAULT_TENANT_ID).toBe('bequest');
    expect(TENANT_ENVIRONMENTS).toEqual(['test', 'demo', 'production', 'local']);
    expect(TenantEnvironmentSchema.safeParse('uat').success).toBe(false);
  });

  it.each([
    ['acme-wealth', true],
    ['b', true],
    ['Acme', false],
    ['-acme', false],
    ['acme-', false],
    ['acme_wealth', false],
    ['', false],
  ])('%j is a tenant id: %j', (id, expected) => {
    expect(TenantIdSchema.safeParse(id).success).toBe(expected);
  });
});

import { isAdvisoryFirmTenant, tenantFamily } from './tenant-family';
import { SEEDED_TENANT_IDS } from './tenant-id';

describe('tenant families (platform-core.md 1 "Tenants and brands", 4.11; DECISIONS.md "Names")', () => {
  it.each([
    ['bequest', 'main-brand', false],
    ['willow', 'consumer-brand', false],
    ['acme-wealth', 'advisory-firm', true],
    // Advisory-firm values, but an employer's benefit, not an advisory firm.
    ['benefitco', 'employer-benefits', false],
    ['unknown-firm', null, false],
    ['constructor', null, false],
    ['', null, false],
  ] as const)('%j belongs to %j; advisory firm: %j', (tenantId, family, advisory) => {
    expect(tenantFamily(tenantId)).toBe(family);
    expect(isAdvisoryFirmTenant(tenantId)).toBe(advisory);
  });

  it('gives every seeded tenant a family', () => {
    expect(SEEDED_TENANT_IDS.map(tenantFamily)).not.toContain(null);
  });
});

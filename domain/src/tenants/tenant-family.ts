import type { SeededTenantId } from './tenant-id';

/**
 * The families the tenants belong to (platform-core.md 1 "Tenants and brands"; DECISIONS.md
 * "Names"): the main consumer brand, a second consumer brand, a wealth-advisory firm and an
 * employer-benefits white label. A family is the kind of business behind a tenant, which its
 * configuration does not tell: the employer-benefits white label runs with the advisory-firm
 * values (single sign-on, steps, soft tone) but is not an advisory firm.
 */
export const TENANT_FAMILIES = [
  'main-brand',
  'consumer-brand',
  'advisory-firm',
  'employer-benefits',
] as const;
export type TenantFamily = (typeof TENANT_FAMILIES)[number];

const FAMILY_OF: Readonly<Record<SeededTenantId, TenantFamily>> = {
  bequest: 'main-brand',
  willow: 'consumer-brand',
  'acme-wealth': 'advisory-firm',
  benefitco: 'employer-benefits',
};

/** The family of a tenant, by its id; null for an id that is not one of the tenants. */
export const tenantFamily = (tenantId: string): TenantFamily | null =>
  Object.hasOwn(FAMILY_OF, tenantId) ? FAMILY_OF[tenantId as SeededTenantId] : null;

/**
 * Whether the tenant is a financial-advisory firm's white label: the "one tenant family" of the
 * attorney-drafted variant (platform-core.md 4.11).
 */
export const isAdvisoryFirmTenant = (tenantId: string): boolean =>
  tenantFamily(tenantId) === 'advisory-firm';

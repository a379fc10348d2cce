import { z } from 'zod';

/** A tenant id: a lower-case slug, also the first label of its local host `<tenant>.localhost` (DECISIONS.md "Names"). */
export const TenantIdSchema = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'A tenant id is a lower-case slug of letters, digits and hyphens',
  );
export type TenantId = z.infer<typeof TenantIdSchema>;

/** The tenants seeded on first start (DECISIONS.md "Names"). */
export const SEEDED_TENANT_IDS = ['bequest', 'willow', 'acme-wealth', 'benefitco'] as const;
export type SeededTenantId = (typeof SEEDED_TENANT_IDS)[number];

/** The main consumer brand, served on plain localhost (DECISIONS.md "Names"). */
export const DEFAULT_TENANT_ID: SeededTenantId = 'bequest';

/** Each tenant runs test, demo and production environments; `local` is local development (DECISIONS.md "Names"). */
export const TENANT_ENVIRONMENTS = ['test', 'demo', 'production', 'local'] as const;
export type TenantEnvironment = (typeof TENANT_ENVIRONMENTS)[number];
export const TenantEnvironmentSchema = z.enum(TENANT_ENVIRONMENTS);

import {
  publicTenantConfiguration,
  PublicTenantConfigurationSchema,
  TENANT_CONFIGURATIONS,
  StaffReasonSchema,
  TenantConfigurationSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';

/** Administrators edit tenants; partner managers read them, as they set up partners (issue 24). */
const READ: StaffAuth = { staff: ['admin', 'partner_manager'] };
const EDIT: StaffAuth = { staff: ['admin'] };

const TenantParamsSchema = z.object({ tenantId: z.string().min(1).max(100) });
const timestamp = z.iso.datetime();

const secretsSet = z.object({ ssoClientSecret: z.boolean(), emailServerPassword: z.boolean() });

/** A tenant's configuration in effect; its secrets only as set or not set. */
export const TenantSettingsViewSchema = z.object({
  tenantId: z.string(),
  version: z.number().int(),
  editedAt: timestamp.nullable(),
  configuration: PublicTenantConfigurationSchema,
  /** The dotted paths edited away from the seeded defaults. */
  editedFields: z.array(z.string()),
  /** Whether each secret is set: its value is never answered. */
  secrets: secretsSet,
});
export type TenantSettingsView = z.output<typeof TenantSettingsViewSchema>;

const secret = z.string().trim().min(1, 'Give the secret, or leave it as it is').max(1000);

export const EditTenantConfigurationBodySchema = z.object({
  /** The version read: an edit made meanwhile is not overwritten (409 REQUEST.STALE_WRITE). */
  version: z.number().int().nonnegative(),
  /** The whole configuration as edited, validated by the domain's schema, field by field. */
  configuration: TenantConfigurationSchema.omit({ secrets: true }),
  /** A secret's new value, null to remove it, left out to keep it; write-only. */
  secrets: z
    .object({ ssoClientSecret: secret.nullable(), emailServerPassword: secret.nullable() })
    .partial()
    .default({}),
  reason: StaffReasonSchema,
});
export type EditTenantConfigurationBody = z.input<typeof EditTenantConfigurationBodySchema>;

const SourceSchema = z.enum(['default', 'environment', 'tenant']);
const InEffectSchema = z.object({ name: z.string(), on: z.boolean(), source: SourceSchema });

/** The feature flags and experiments in effect in this deployment, and where each comes from. */
export const FlagsInEffectSchema = z.object({
  flags: z.array(InEffectSchema),
  experiments: z.array(
    z.object({
      name: z.string(),
      arms: z.array(z.object({ name: z.string(), weight: z.number().int() })),
      running: z.boolean(),
      source: SourceSchema,
      tenants: z.array(InEffectSchema),
    }),
  ),
});
export type FlagsInEffect = z.output<typeof FlagsInEffectSchema>;

/** Tenants and flags in the staff console, under /v2/staff (issue 24). */
export const staffTenantRoutes = {
  listTenantSettings: route({
    method: 'GET',
    path: '/staff/tenants',
    summary: "Every tenant's configuration in effect, its edited fields, its secrets as set or not",
    auth: READ,
    response: z.array(TenantSettingsViewSchema),
  }),
  getTenantSettings: route({
    method: 'GET',
    path: '/staff/tenants/:tenantId',
    summary: "A tenant's configuration in effect, its edited fields, its secrets as set or not",
    auth: READ,
    params: TenantParamsSchema,
    response: TenantSettingsViewSchema,
    errors: [{ status: 404, code: 'REQUEST.NOT_FOUND' }],
  }),
  editTenantConfiguration: route({
    method: 'PUT',
    path: '/staff/tenants/:tenantId/configuration',
    summary:
      "Edit a tenant's configuration through the domain's schema, secrets write-only, giving the reason; the product reads it from the next request (audited)",
    auth: EDIT,
    params: TenantParamsSchema,
    body: EditTenantConfigurationBodySchema,
    example: {
      version: 1,
      configuration: publicTenantConfiguration(TENANT_CONFIGURATIONS.willow),
      secrets: { emailServerPassword: 'a new password' },
      reason: 'Partner request 88: the new display name',
    },
    response: TenantSettingsViewSchema,
    errors: [
      { status: 404, code: 'REQUEST.NOT_FOUND' },
      { status: 409, code: 'REQUEST.STALE_WRITE' },
    ],
  }),
  listFlagsInEffect: route({
    method: 'GET',
    path: '/staff/flags',
    summary:
      'The feature flags and experiments in effect in this deployment, read-only, with where each value comes from',
    auth: READ,
    response: FlagsInEffectSchema,
  }),
};

import {
  FeatureFlagsSchema,
  PublicTenantConfigurationSchema,
  TenantEnvironmentSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route } from './route';

export const TenantViewSchema = z.object({
  tenantId: z.string(),
  environment: TenantEnvironmentSchema,
  configuration: PublicTenantConfigurationSchema,
  featureFlags: FeatureFlagsSchema,
  /** Where an eligible will is notarized online (documents.md 4.4, 7.7); null when no service is set. */
  remoteNotaryLink: z.string().url().nullable(),
  /** Where the browser reports unexpected errors (issue 31); null when no service is set. */
  errorReporting: z.object({ dsn: z.string().url(), environment: z.string() }).nullable(),
});

export const tenantRoutes = {
  getHealth: route({
    method: 'GET',
    path: '/health',
    summary: 'Whether the API answers',
    auth: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
  getTenant: route({
    method: 'GET',
    path: '/tenant',
    summary:
      "The tenant of the request's host, the configuration a client may see, the feature flags in effect, the remote-notary link and where the browser reports its errors",
    auth: 'public',
    response: TenantViewSchema,
    errors: [
      { status: 404, code: 'TENANT.INVALID_HOSTNAME' },
      { status: 404, code: 'TENANT.NO_VALID_TENANT' },
      { status: 404, code: 'TENANT.UNKNOWN_TENANT_ID' },
    ],
  }),
};

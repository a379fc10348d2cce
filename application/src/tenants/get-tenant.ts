import {
  publicTenantConfiguration,
  type FeatureFlags,
  resolveTenantFromHost,
  unknownTenantIdError,
  type PublicTenantConfiguration,
  type ResolvedTenant,
  type TenantResolutionError,
  type UnknownTenantIdError,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';

/** The feature flags in effect for this deployment (platform-core.md 9). */
export const FEATURE_FLAGS = Symbol.for('FeatureFlags');

export interface GetTenantInput {
  readonly host: string | undefined;
  readonly tenantOverride?: string | null;
}

export interface TenantView extends ResolvedTenant {
  readonly configuration: PublicTenantConfiguration;
  readonly featureFlags: FeatureFlags;
}

export type GetTenantError = TenantResolutionError | UnknownTenantIdError;

/**
 * The tenant a request's host resolves to, with the configuration a client may see and the
 * feature flags in effect (platform-core.md 2.1, 3, 9).
 */
@injectable()
export class GetTenant {
  constructor(
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(FEATURE_FLAGS) private readonly featureFlags: FeatureFlags,
  ) {}

  async execute(input: GetTenantInput): Promise<Result<TenantView, GetTenantError>> {
    const resolved = resolveTenantFromHost(input.host, { tenantOverride: input.tenantOverride });
    if (resolved.isErr()) return err(resolved.error);
    const { tenantId, environment } = resolved.value;
    const configuration = await this.configurations.findById(tenantId);
    if (configuration === null) {
      return err(unknownTenantIdError(tenantId));
    }
    return ok({
      tenantId,
      environment,
      configuration: publicTenantConfiguration(configuration),
      featureFlags: this.featureFlags,
    });
  }
}

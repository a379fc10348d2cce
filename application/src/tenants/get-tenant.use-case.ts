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

/** The online notarization service's "easy link" of this deployment, or null (documents.md 7.7). */
export const REMOTE_NOTARY_LINK = Symbol.for('RemoteNotaryLink');

/** Where the browser reports its errors in this deployment, or null: none (issue 31). */
export const BROWSER_ERROR_REPORTING = Symbol.for('BrowserErrorReporting');
export interface BrowserErrorReporting {
  /** The error-reporting project's public DSN; the browser holds nothing secret. */
  readonly dsn: string;
  readonly environment: string;
}

export interface GetTenantInput {
  readonly host: string | undefined;
  readonly tenantOverride?: string | null;
}

export interface TenantView extends ResolvedTenant {
  readonly configuration: PublicTenantConfiguration;
  readonly featureFlags: FeatureFlags;
  readonly remoteNotaryLink: string | null;
  readonly errorReporting: BrowserErrorReporting | null;
}

export type GetTenantError = TenantResolutionError | UnknownTenantIdError;

/**
 * The tenant a request's host resolves to, with the configuration a client may see, the feature
 * flags in effect, the deployment's remote-notary link and where the browser reports its errors
 * (platform-core.md 2.1, 3, 9).
 */
@injectable()
export class GetTenant {
  constructor(
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(FEATURE_FLAGS) private readonly featureFlags: FeatureFlags,
    @inject(REMOTE_NOTARY_LINK) private readonly remoteNotaryLink: string | null,
    @inject(BROWSER_ERROR_REPORTING)
    private readonly errorReporting: BrowserErrorReporting | null,
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
      remoteNotaryLink: this.remoteNotaryLink,
      errorReporting: this.errorReporting,
    });
  }
}

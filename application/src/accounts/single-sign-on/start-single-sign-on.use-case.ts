import { inject, injectable } from 'inversify';
import { err, ok, type Result } from 'neverthrow';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider.port';
import { SSO_TRANSACTIONS, type SsoTransactions } from '../../ports/sso-transactions.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../../ports/tenant-configuration-repository.port';
import { configurationOf } from '../tenant-configurations';
import { fromProviderFailure, type SsoError } from './single-sign-on.errors';
import { ssoRedirectUri, ssoSettingsOf } from './sso-settings';

/**
 * Starts a sign-in at the tenant's OpenID provider (platform-core.md 2.8, 4.2): fresh state,
 * nonce and PKCE verifier, kept server-side for the one callback that may use them.
 */
@injectable()
export class StartSingleSignOn {
  constructor(
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    @inject(SSO_TRANSACTIONS) private readonly transactions: SsoTransactions,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: {
    readonly tenantId: string;
    readonly origin: string;
    readonly returnPath: string;
  }): Promise<Result<{ authorizationUrl: string }, SsoError>> {
    const settings = ssoSettingsOf(await configurationOf(this.configurations, input.tenantId));
    if (settings.isErr()) return err(settings.error);
    const checks = this.provider.newChecks();
    const redirectUri = ssoRedirectUri(input.origin);
    const url = await this.provider.authorizationUrl(settings.value, checks, redirectUri);
    if (url.isErr()) return err(fromProviderFailure(url.error));
    await this.transactions.save({
      ...checks,
      tenantId: input.tenantId,
      redirectUri,
      returnPath: input.returnPath,
      createdAt: this.clock.now(),
    });
    return ok({ authorizationUrl: url.value });
  }
}

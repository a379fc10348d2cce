import { inject, injectable } from 'inversify';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../../ports/identity-provider.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../../ports/tenant-configuration-repository.port';
import { configurationOf } from '../tenant-configurations';
import { ssoLogoutReturn, ssoSettingsOf } from './sso-settings';

/**
 * Single logout (platform-core.md 4.2): the provider's end-session address, returning to origin +
 * the login path; null for a tenant without single sign-on, or when the provider cannot be
 * reached (the session here ends either way).
 */
@injectable()
export class SingleSignOnLogout {
  constructor(
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
  ) {}

  async execute(input: { readonly tenantId: string; readonly origin: string }) {
    const settings = ssoSettingsOf(await configurationOf(this.configurations, input.tenantId));
    if (settings.isErr()) return null;
    const url = await this.provider.logoutUrl(settings.value, ssoLogoutReturn(input.origin));
    return url.unwrapOr(null);
  }
}

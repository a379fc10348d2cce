import type { TenantConfiguration } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import type { SsoClientSettings } from '../../ports/identity-provider.port';
import { ssoError, type SsoError } from './single-sign-on.errors';

/** Where the provider sends the person back: the tenant shell's callback route. */
export const ssoRedirectUri = (origin: string) => `${origin}/callback`;

/** Where single logout returns (platform-core.md 4.2): origin + the login path. */
export const ssoLogoutReturn = (origin: string) => `${origin}/login`;

/** The tenant's relying-party settings, or "Tenant is missing SSO configuration" (2.8). */
export const ssoSettingsOf = (
  configuration: TenantConfiguration,
): Result<SsoClientSettings, SsoError> =>
  configuration.sso.enabled
    ? ok({
        issuer: configuration.sso.issuer,
        clientId: configuration.sso.clientId,
        clientSecret: configuration.secrets.ssoClientSecret ?? null,
      })
    : err(ssoError('SSO.NOT_CONFIGURED'));

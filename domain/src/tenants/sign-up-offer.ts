import type { TenantConfiguration } from './tenant-configuration';

/** What decides sign-up: the part of a tenant's configuration, public or not, that it reads. */
export type SignUpSettings = Pick<TenantConfiguration, 'signup'> & {
  readonly sso: { readonly enabled: boolean };
};

/**
 * Whether the tenant lets a visitor create an account with a password (platform-core.md 2.6, 6,
 * 9: "Tenant flags govern … signing up"): only without single sign-on, and only with signup on.
 * The sign-up page, the links to it and the sign-up call all follow this one rule.
 */
export const offersSignUp = (configuration: SignUpSettings): boolean =>
  configuration.signup && !configuration.sso.enabled;

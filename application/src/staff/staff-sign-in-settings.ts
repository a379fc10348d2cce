import type { SsoClientSettings } from '../ports/identity-provider.port';

/**
 * The company's own OpenID provider, where staff sign in (ADR 0022): STAFF_OIDC_ISSUER and its
 * client; null when the deployment has none, and no one signs in to the console.
 */
export type StaffSignInSettings = SsoClientSettings | null;
export const STAFF_SIGN_IN_SETTINGS: symbol = Symbol.for('StaffSignInSettings');

/** Staff sign-in state is kept beside people's, under a key no tenant can have. */
export const STAFF_SIGN_IN_SCOPE = '@staff';

/** Where the provider sends staff back: the console's callback page. */
export const staffRedirectUri = (origin: string) => `${origin}/internal-only/callback`;

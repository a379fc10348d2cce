import type { Result } from 'neverthrow';

/** How the API reaches a tenant's OpenID provider (platform-core.md 3 `sso`). */
export interface SsoClientSettings {
  readonly issuer: string;
  readonly clientId: string;
  /** Confidential clients only; a public client proves itself with PKCE alone. */
  readonly clientSecret: string | null;
}

/** The values one sign-in binds together: checked again when the provider answers. */
export interface SsoChecks {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** An identity the provider vouched for in a verified ID token. */
export interface VerifiedIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly givenName: string | null;
  readonly familyName: string | null;
  /** The client's wealth advisor, from the firm's `advisor_email` claim. */
  readonly advisorEmail: string | null;
  /** The `staff_role` claim: what the company's own provider says a staff member may do. */
  readonly staffRole?: string | null;
}

export type IdentityProviderFailure =
  /** Discovery, the token endpoint or the keys could not be reached. */
  | 'PROVIDER_UNAVAILABLE'
  /** The provider refused the code: expired, already used or issued to another client. */
  | 'CODE_REJECTED'
  /** The ID token failed validation: signature, audience, nonce, expiry. */
  | 'TOKEN_INVALID'
  /** The answer names an issuer other than the tenant's. */
  | 'UNKNOWN_ISSUER'
  /** The provider answered the authorization request with an error (the person canceled). */
  | 'PROVIDER_ERROR';

/** The OpenID Connect relying party: authorization code flow with PKCE, and RP-initiated logout. */
export interface IdentityProvider {
  newChecks(): SsoChecks;
  authorizationUrl(
    settings: SsoClientSettings,
    checks: SsoChecks,
    redirectUri: string,
  ): Promise<Result<string, IdentityProviderFailure>>;
  /** Redeems the code of the provider's answer, `callbackUrl` being the redirect URI it called. */
  redeem(
    settings: SsoClientSettings,
    callbackUrl: string,
    checks: SsoChecks,
  ): Promise<Result<VerifiedIdentity, IdentityProviderFailure>>;
  logoutUrl(
    settings: SsoClientSettings,
    postLogoutRedirectUri: string,
  ): Promise<Result<string, IdentityProviderFailure>>;
}
export const IDENTITY_PROVIDER: symbol = Symbol.for('IdentityProvider');

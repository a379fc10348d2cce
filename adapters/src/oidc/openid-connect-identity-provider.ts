import type {
  IdentityProvider,
  IdentityProviderFailure,
  SsoChecks,
  SsoClientSettings,
  VerifiedIdentity,
} from '@bequest/application';
import { err, ok, type Result } from 'neverthrow';
import * as oidc from 'openid-client';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The errors of one failure, outermost first, following `cause`. */
const chainOf = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8;) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

const failureOf = (error: unknown): IdentityProviderFailure => {
  const chain = chainOf(error);
  const text = chain.map((link) => String((link as Error).message ?? link)).join(' | ');
  if (/unexpected "iss"|issuer does not match/.test(text)) return 'UNKNOWN_ISSUER';
  if (chain.some((link) => link instanceof oidc.AuthorizationResponseError))
    return 'PROVIDER_ERROR';
  if (chain.some((link) => link instanceof oidc.ResponseBodyError))
    return chain.some((link) => (link as oidc.ResponseBodyError).error === 'invalid_grant')
      ? 'CODE_REJECTED'
      : 'PROVIDER_ERROR';
  if (/fetch failed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|unexpected HTTP response status/.test(text))
    return 'PROVIDER_UNAVAILABLE';
  return 'TOKEN_INVALID';
};

const claim = (claims: oidc.IDToken, name: string): string | null =>
  typeof claims[name] === 'string' && claims[name] ? (claims[name] as string) : null;

/**
 * The relying party over openid-client: discovery cached per issuer and client (the tenant's
 * token cache location is memory), authorization code with PKCE (S256), state and nonce, ID token
 * validation, and RP-initiated logout. Plain http is allowed only for a provider on this machine.
 */
export class OpenIdConnectIdentityProvider implements IdentityProvider {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  newChecks(): SsoChecks {
    return {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
  }

  async authorizationUrl(
    settings: SsoClientSettings,
    checks: SsoChecks,
    redirectUri: string,
  ): Promise<Result<string, IdentityProviderFailure>> {
    return this.attempt(settings, async (configuration) =>
      oidc
        .buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          response_type: 'code',
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString(),
    );
  }

  async redeem(
    settings: SsoClientSettings,
    callbackUrl: string,
    checks: SsoChecks,
  ): Promise<Result<VerifiedIdentity, IdentityProviderFailure>> {
    return this.attempt(settings, async (configuration) => {
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callbackUrl), {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: claim(claims, 'email'),
        givenName: claim(claims, 'given_name'),
        familyName: claim(claims, 'family_name'),
        advisorEmail: claim(claims, 'advisor_email'),
        staffRole: claim(claims, 'staff_role'),
      };
    });
  }

  async logoutUrl(
    settings: SsoClientSettings,
    postLogoutRedirectUri: string,
  ): Promise<Result<string, IdentityProviderFailure>> {
    return this.attempt(settings, async (configuration) =>
      oidc
        .buildEndSessionUrl(configuration, {
          client_id: settings.clientId,
          post_logout_redirect_uri: postLogoutRedirectUri,
        })
        .toString(),
    );
  }

  private async attempt<T>(
    settings: SsoClientSettings,
    work: (configuration: oidc.Configuration) => Promise<T>,
  ): Promise<Result<T, IdentityProviderFailure>> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.configurationOf(settings);
    } catch {
      return err('PROVIDER_UNAVAILABLE');
    }
    try {
      return ok(await work(configuration));
    } catch (error) {
      return err(failureOf(error));
    }
  }

  private configurationOf(settings: SsoClientSettings): Promise<oidc.Configuration> {
    const key = `${settings.issuer} ${settings.clientId}`;
    const cached = this.configurations.get(key);
    if (cached) return cached;
    const issuer = new URL(settings.issuer);
    const discovered = oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
      issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)
        ? { execute: [oidc.allowInsecureRequests] }
        : {},
    );
    this.configurations.set(key, discovered);
    // A provider that was down is asked again next time.
    discovered.catch(() => this.configurations.delete(key));
    return discovered;
  }
}

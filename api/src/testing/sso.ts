import { createBequestClient } from '@bequest/sdk';
export { LOCAL_SSO_USERS, LocalIdentityProvider, localIssuers } from '@bequest/adapters';
import { fetchCheckingAnswers } from './contract-answers';
import type { TestApp } from './test-app';

/** Points a tenant's single sign-on at `issuer` (a local provider started by the test). */
export const pointSsoAt = async (testApp: TestApp, tenantId: string, issuer: string) => {
  await testApp.orm.em.getConnection().execute(
    `update tenant_configuration
      set configuration = jsonb_set(jsonb_set(configuration, '{sso,issuer}', to_jsonb(?::text)),
        '{sso,jwksUri}', to_jsonb(?::text)),
        version = version + 1
      where tenant_id = ?`,
    [issuer, `${issuer}/jwks`, tenantId],
  );
};

/**
 * Signs in at the provider's own login page the way a browser would, cookies and redirects
 * included, and answers the query string the provider sends back to the redirect URI.
 */
export const signInAtProvider = async (
  authorizationUrl: string,
  credentials: { email: string; password: string },
): Promise<string> => {
  const cookies = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name.trim(), value);
    }
    return response;
  };
  let response = await visit(authorizationUrl);
  let url = new URL(response.headers.get('location') ?? '', authorizationUrl).toString();
  response = await visit(url);
  const form = /action="([^"]+)"/.exec(await response.text())?.[1];
  if (!form) throw new Error(`no login form at ${url}`);
  response = await visit(new URL(form, url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(credentials).toString(),
  });
  // The provider resumes the authorization, then redirects to the client's redirect URI.
  for (let hops = 0; hops < 5; hops += 1) {
    url = new URL(response.headers.get('location') ?? '', url).toString();
    if (url.includes('/callback?')) return new URL(url).search.slice(1);
    response = await visit(url);
  }
  throw new Error('the provider never redirected back');
};

/** A client of the listening test API for a tenant host that keeps cookies, as a browser does. */
export const cookieClient = (baseUrl: string, host: string) => {
  const jar = new Map<string, string>();
  return createBequestClient({
    baseUrl,
    fetch: (async (url: string, init: RequestInit) => {
      const response = await fetchCheckingAnswers(url, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          'x-forwarded-host': host,
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value) jar.set(name.trim(), value);
        else jar.delete(name.trim());
      }
      return response;
    }) as typeof fetch,
  });
};

import { TENANT_CONFIGURATIONS } from '@bequest/domain';
import type { LocalIdentityUser, LocalIssuer } from './local-identity-provider';

/** The documented test user of each single sign-on tenant's local provider (README). */
export const LOCAL_SSO_USERS: Readonly<Record<string, LocalIdentityUser>> = {
  'acme-wealth': {
    sub: 'acme-client-0001',
    email: 'client@acme-wealth.example',
    password: 'Advisor2026',
    givenName: 'Jordan',
    familyName: 'Rivera',
    advisorEmail: 'advisor@acme-wealth.example',
  },
  benefitco: {
    sub: 'benefitco-employee-0001',
    email: 'employee@benefitco.example',
    password: 'Benefits2026',
    givenName: 'Sam',
    familyName: 'Okafor',
  },
};

/**
 * One issuer per seeded single sign-on tenant, its client registered for the tenant's origins:
 * the /callback route, and the login path for single logout.
 */
export const localIssuers = (originsOf: (tenantId: string) => readonly string[]): LocalIssuer[] =>
  Object.entries(TENANT_CONFIGURATIONS).flatMap(([tenantId, configuration]) => {
    const user = LOCAL_SSO_USERS[tenantId];
    if (!configuration.sso.enabled || !user) return [];
    const origins = originsOf(tenantId);
    return [
      {
        path: tenantId,
        name: configuration.branding.tenantDisplayName,
        clients: [
          {
            client_id: configuration.sso.clientId,
            redirect_uris: origins.map((origin) => `${origin}/callback`),
            post_logout_redirect_uris: origins.map((origin) => `${origin}/login`),
          },
        ],
        users: [user],
      },
    ];
  });

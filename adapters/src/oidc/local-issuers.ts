import { TENANT_CONFIGURATIONS, type StaffRole } from '@bequest/domain';
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

/** The path of the company's own issuer, where staff sign in: http://127.0.0.1:{port}/staff. */
export const LOCAL_STAFF_ISSUER_PATH = 'staff';
/** The staff console's client at the company's issuer. */
export const STAFF_CLIENT_ID = 'bequest-staff-console';

/** The documented local staff user of each role (README): never a consumer account. */
export const LOCAL_STAFF_USERS: Readonly<Record<StaffRole, LocalIdentityUser>> = {
  support: {
    sub: 'staff-support-0001',
    email: 'support@bequest.example',
    password: 'Support2026',
    givenName: 'Casey',
    familyName: 'Support',
    staffRole: 'support',
  },
  partner_manager: {
    sub: 'staff-partners-0001',
    email: 'partners@bequest.example',
    password: 'Partners2026',
    givenName: 'Morgan',
    familyName: 'Partners',
    staffRole: 'partner_manager',
  },
  fulfilment: {
    sub: 'staff-fulfilment-0001',
    email: 'fulfilment@bequest.example',
    password: 'Fulfilment2026',
    givenName: 'Riley',
    familyName: 'Fulfillment',
    staffRole: 'fulfilment',
  },
  admin: {
    sub: 'staff-admin-0001',
    email: 'admin@bequest.example',
    password: 'Admin2026',
    givenName: 'Avery',
    familyName: 'Admin',
    staffRole: 'admin',
  },
};

/** A company account with no staff role: it must not get into the console. */
export const LOCAL_STAFF_WITHOUT_ROLE: LocalIdentityUser = {
  sub: 'staff-none-0001',
  email: 'norole@bequest.example',
  password: 'NoRole2026',
  givenName: 'Jamie',
  familyName: 'Norole',
};

/** The company's staff issuer, its console client registered for the given origins. */
export const localStaffIssuer = (origins: readonly string[]): LocalIssuer => ({
  path: LOCAL_STAFF_ISSUER_PATH,
  name: 'Bequest staff',
  clients: [
    {
      client_id: STAFF_CLIENT_ID,
      redirect_uris: origins.map((origin) => `${origin}/internal-only/callback`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}/internal-only`),
    },
  ],
  users: [...Object.values(LOCAL_STAFF_USERS), LOCAL_STAFF_WITHOUT_ROLE],
});

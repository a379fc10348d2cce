import {
  freePort,
  LOCAL_STAFF_USERS,
  LocalIdentityProvider,
  localStaffIssuer,
  STAFF_CLIENT_ID,
  type LocalIdentityUser,
} from '@bequest/adapters';
import { STAFF_ROLES, type StaffRole } from '@bequest/domain';
import type { StaffSignInSettings } from '@bequest/application';
import type { BequestClient, RouteBody } from '@bequest/sdk';
import type { profileRoutes } from '@bequest/sdk/contract';
import { clientFor, getStarted, saveActiveProfile } from './people';
import { cookieClient, signInAtProvider } from './sso';
import { startListeningTestApp } from './test-app';
export { LOCAL_STAFF_USERS, LOCAL_STAFF_WITHOUT_ROLE } from '@bequest/adapters';

/**
 * The company's staff issuer for a test: its port is chosen first, so the app can name it before
 * it listens; `start` runs it once the app's origins are known.
 */
export const staffIssuerForTest = async () => {
  const port = await freePort();
  const settings: NonNullable<StaffSignInSettings> = {
    issuer: `http://127.0.0.1:${port}/staff`,
    clientId: STAFF_CLIENT_ID,
    clientSecret: null,
  };
  return {
    settings,
    start: (origins: readonly string[]) =>
      LocalIdentityProvider.start({ port, issuers: [localStaffIssuer(origins)] }),
  };
};

/**
 * A staff member of the role signed in through the staff issuer, as the console does it: the
 * client keeps the staff cookie, as a browser would.
 */
export const signedInStaff = async (
  baseUrl: string,
  who: StaffRole | LocalIdentityUser,
  host = 'localhost',
) => {
  const user = typeof who === 'string' ? LOCAL_STAFF_USERS[who] : who;
  const client = cookieClient(baseUrl, host);
  const { authorizationUrl } = (
    await client.startStaffSignIn({ body: { returnPath: '/internal-only/people' } })
  )._unsafeUnwrap();
  const callbackQuery = await signInAtProvider(authorizationUrl, user);
  const completed = await client.completeStaffSignIn({ body: { callbackQuery } });
  return { client, completed };
};

/** The API listening with the staff issuer running, and a signed-in client of each staff role. */
export const startStaffTestApp = async (
  options: Omit<Parameters<typeof startListeningTestApp>[0], 'staffSignIn'> = {},
) => {
  const issuer = await staffIssuerForTest();
  const { testApp, baseUrl } = await startListeningTestApp({
    ...options,
    staffSignIn: issuer.settings,
  });
  const provider = await issuer.start(['http://localhost']);
  const staff = {} as Record<StaffRole, ReturnType<typeof cookieClient>>;
  for (const role of STAFF_ROLES) staff[role] = (await signedInStaff(baseUrl, role)).client;
  return {
    testApp,
    baseUrl,
    staff,
    /** A person's entries in the audit log, as an administrator reads them: action, role, subject. */
    auditOf: async (accountId: string) =>
      (await staff.admin.listAuditEntries({ query: { accountId, perPage: 50 } }))
        ._unsafeUnwrap()
        .items.map((entry) => [entry.action, entry.staffRole, entry.subject]),
    close: async () => {
      await provider.stop();
      await testApp.close();
    },
  };
};

/** A person with a will-based plan and its three documents, with the profile fields given. */
export const personWithWillPlan = async (
  baseUrl: string,
  email: string,
  first: string,
  fields: Omit<RouteBody<typeof profileRoutes.updateProfile>, 'version'>,
) => {
  const grant = await getStarted(clientFor(baseUrl, 'localhost'), email, first);
  const client: BequestClient = clientFor(baseUrl, 'localhost', () => grant.token);
  const profile = await saveActiveProfile(client, fields);
  (
    await client.savePackageType({
      body: { version: profile.version, estatePlanPackageType: 'will_based' },
    })
  )._unsafeUnwrap();
  for (const kind of ['will', 'ahcd', 'dfpoa'] as const)
    (await client.createDocument({ params: { kind } }))._unsafeUnwrap();
  return { client, accountId: profile.accountId!, email };
};

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
export const startStaffTestApp = async () => {
  const issuer = await staffIssuerForTest();
  const { testApp, baseUrl } = await startListeningTestApp({ staffSignIn: issuer.settings });
  const provider = await issuer.start(['http://localhost']);
  const staff = {} as Record<StaffRole, ReturnType<typeof cookieClient>>;
  for (const role of STAFF_ROLES) staff[role] = (await signedInStaff(baseUrl, role)).client;
  return {
    testApp,
    baseUrl,
    staff,
    close: async () => {
      await provider.stop();
      await testApp.close();
    },
  };
};

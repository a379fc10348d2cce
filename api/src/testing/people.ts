import { createBequestClient, type BequestClient, type RouteBody } from '@bequest/sdk';
import type { profileRoutes } from '@bequest/sdk/contract';
import { fetchCheckingAnswers } from './contract-answers';
import type { TestApp } from './test-app';

/** A client of the listening test API for a tenant host, signed in with `token` when given. */
export const clientFor = (
  baseUrl: string,
  host: string,
  token?: () => string | null,
): BequestClient =>
  createBequestClient({
    baseUrl,
    token,
    fetch: ((url: string, init: RequestInit) =>
      fetchCheckingAnswers(url, {
        ...init,
        headers: { ...(init.headers as object), 'x-forwarded-host': host },
      })) as typeof fetch,
  });

/** Saves fields on the signed-in person's active profile, at the version it has now. */
export const saveActiveProfile = async (
  sdk: BequestClient,
  fields: Omit<RouteBody<typeof profileRoutes.updateProfile>, 'version'>,
) => {
  const { activeProfile } = (await sdk.getCurrentUser())._unsafeUnwrap();
  return (
    await sdk.updateProfile({
      params: { profileId: activeProfile.randId },
      body: { version: activeProfile.version, ...fields },
    })
  )._unsafeUnwrap();
};

export const owner = (first = 'Ana', last = 'Li') => ({
  fullName: { first, middle: '', last },
  birthDate: '01/15/1980',
  address1: '1 Main St',
  city: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  maritalStatus: 'SINGLE' as const,
});

/** Gets a new person started on the main brand and answers their bearer token. */
export const getStarted = async (client: BequestClient, email: string, first = 'Ana') => {
  const grant = await client.getStarted({
    body: { email, owner: owner(first), termsAccepted: true, product: 'WILL' },
  });
  return grant._unsafeUnwrap();
};

/** A new person started on the main brand, and a client signed in as them. */
export const startedClient = async (baseUrl: string, email: string): Promise<BequestClient> => {
  const grant = await getStarted(clientFor(baseUrl, 'localhost'), email);
  return clientFor(baseUrl, 'localhost', () => grant.token);
};

export const linkCode = async (testApp: TestApp, to: string, subject: RegExp) => {
  await testApp.deliverMail();
  const mail = await testApp.smtp.waitFor(to, (m) => subject.test(m.subject));
  const code = /code=([\w-]+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${to}`);
  return code;
};

/** Signs a person up with a password and verifies their e-mail; answers their verified token. */
export const verifiedPerson = async (
  testApp: TestApp,
  client: BequestClient,
  email: string,
  fullName = 'Eve Ng',
) => {
  (
    await client.signUp({ body: { email, password: 'Secret123', fullName, termsAccepted: true } })
  )._unsafeUnwrap();
  const code = await linkCode(testApp, email, /Verify/);
  return (await client.verifyEmail({ body: { code } }))._unsafeUnwrap();
};

/**
 * Gets a person started the way a tenant without open sign-up does (platform-core.md 4.3):
 * the anonymous start, the verified e-mail, then a password; answers their token.
 */
export const gotStartedPerson = async (
  testApp: TestApp,
  baseUrl: string,
  host: string,
  email: string,
  fullName: { first: string; last: string },
): Promise<string> => {
  let token: string | null = null;
  const client = clientFor(baseUrl, host, () => token);
  const started = await client.getStarted({
    body: {
      email,
      owner: { fullName: { ...fullName, middle: '' }, maritalStatus: 'SINGLE' },
      termsAccepted: true,
    },
  });
  token = started._unsafeUnwrap().token;
  (
    await client.sendVerificationEmail({ body: { email, redirectPath: '/account' } })
  )._unsafeUnwrap();
  token = (
    await client.verifyEmail({ body: { code: await linkCode(testApp, email, /Verify/) } })
  )._unsafeUnwrap().token;
  const password = await client.setPassword({
    body: { password: 'Garden2026', confirmPassword: 'Garden2026' },
  });
  return password._unsafeUnwrap().token;
};

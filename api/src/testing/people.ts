import { createBequestClient, type BequestClient } from '@bequest/sdk';
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
      fetch(url, {
        ...init,
        headers: { ...(init.headers as object), 'x-forwarded-host': host },
      })) as typeof fetch,
  });

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

import { startedPerson } from '../testing/started-person';
import { LogIn } from './log-in.use-case';
import { RequestPasswordReset } from './request-password-reset.use-case';
import { ResetPassword } from './reset-password.use-case';
import { SignUp } from './sign-up.use-case';
import { SignUpKeepingDocuments } from './sign-up-keeping-documents.use-case';
import { VerifyEmail } from './verify-email.use-case';

const form = (email: string) => ({
  origin: 'http://localhost',
  email,
  password: 'Garden2026',
  fullName: 'Ana Li',
  termsAccepted: true,
});
const codeOf = (link = '') => /code=([\w-]+)/.exec(link)?.[1] ?? '';

describe('sign-up from a browser that got started without an account (issue 21)', () => {
  it('gives the started account, and its documents, the new address and password', async () => {
    const { container, ports, requester } = await startedPerson('ana.typo@example.com');
    await container
      .get(RequestPasswordReset)
      .execute({ tenantId: 'bequest', origin: 'http://localhost', email: 'ana.typo@example.com' });
    const toOldAddress = codeOf(ports.mail.at(-1)?.values.link);

    const answer = await container
      .get(SignUpKeepingDocuments)
      .execute(requester, form('Ana@Example.com'));
    expect(answer.isOk()).toBe(true);

    const account = ports.accounts.get(requester.accountId)!;
    expect(account).toMatchObject({
      email: 'ana@example.com',
      isRegistered: true,
      isEmailConfirmed: false,
    });
    const { profile } = ports.profiles.get(requester.activeProfileId)!;
    expect(profile).toMatchObject({ email: 'ana@example.com', termsAcceptedVersion: '2021_10_20' });
    const verification = ports.mail.at(-1)!;
    expect(verification).toMatchObject({ to: 'ana@example.com', template: 'verify_email' });

    // The link e-mailed to the old address, which may be someone else's, no longer opens it.
    const reset = await container.get(ResetPassword).execute({
      tenantId: 'bequest',
      code: toOldAddress,
      password: 'Taken2026x',
      confirmPassword: 'Taken2026x',
      deviceToken: null,
    });
    expect(reset._unsafeUnwrapErr().code).toBe('AUTH.LINK_EXPIRED');

    // The new address's link signs the person in, to the same account and profile.
    const verified = await container
      .get(VerifyEmail)
      .execute({ tenantId: 'bequest', code: codeOf(verification.values.link) });
    expect(verified._unsafeUnwrap().user).toMatchObject({
      email: 'ana@example.com',
      isEmailConfirmed: true,
      selectedActiveProfileId: requester.activeProfileId,
    });
    const logIn = await container.get(LogIn).execute({
      tenantId: 'bequest',
      origin: 'http://localhost',
      email: 'ana@example.com',
      password: 'Garden2026',
      clientAddress: '203.0.113.9',
      deviceToken: null,
    });
    expect(logIn._unsafeUnwrap().code).toBe(200);
  });

  it('keeps the started address, with a password, when the person gives it again', async () => {
    const { container, ports, requester } = await startedPerson('ana@example.com');
    await container.get(SignUpKeepingDocuments).execute(requester, form('ana@example.com'));
    expect(ports.accounts.get(requester.accountId)).toMatchObject({
      email: 'ana@example.com',
      isRegistered: true,
    });
    expect(ports.mail.at(-1)).toMatchObject({ to: 'ana@example.com', template: 'verify_email' });
  });

  it('answers an address that has an account as a new one, e-mails its owner, and moves nothing', async () => {
    const { container, ports, requester } = await startedPerson('ana@example.com');
    await container.get(SignUp).execute({ tenantId: 'bequest', ...form('joon@example.com') });
    const before = ports.accounts.get(requester.accountId);

    const answer = await container
      .get(SignUpKeepingDocuments)
      .execute(requester, form('joon@example.com'));
    expect(answer.isOk()).toBe(true);
    expect(ports.accounts.get(requester.accountId)).toEqual(before);
    expect(ports.mail.at(-1)).toMatchObject({ to: 'joon@example.com', template: 'verify_email' });
  });

  it('answers a started account that gives back the address another account holds as a new one (issue 20)', async () => {
    const joon = await startedPerson('joon@example.com');
    await joon.container
      .get(SignUpKeepingDocuments)
      .execute(joon.requester, form('joon@example.com'));
    const { ports, requester, container } = await startedPerson('joon@example.com', joon);
    const before = ports.accounts.get(requester.accountId);
    expect(before).toMatchObject({ holdsEmail: false });
    ports.mail.length = 0;

    const answer = await container
      .get(SignUpKeepingDocuments)
      .execute(requester, form('Joon@example.com'));
    expect(answer.isOk()).toBe(true);
    expect(ports.accounts.get(requester.accountId)).toEqual(before);
    expect(ports.accounts.get(joon.requester.accountId)).toMatchObject({ holdsEmail: true });
    expect(ports.mail).toEqual([
      expect.objectContaining({ to: 'joon@example.com', template: 'verify_email' }),
    ]);
  });

  it('refuses an account that has a password already, and names a bad field', async () => {
    const { container, requester } = await startedPerson('ana@example.com');
    const signUp = container.get(SignUpKeepingDocuments);
    const invalid = await signUp.execute(requester, { ...form('not an address'), password: 'x' });
    expect(Object.keys(invalid._unsafeUnwrapErr().fields ?? {}).sort()).toEqual([
      'email',
      'password',
    ]);
    await signUp.execute(requester, form('ana@example.com'));
    const again = await signUp.execute(requester, form('ana.other@example.com'));
    expect(again._unsafeUnwrapErr().code).toBe('AUTH.ALREADY_REGISTERED');
  });
});

import { clientFor, getStarted, linkCode } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('sign-up that keeps the documents a browser started without an account (issue 21)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const body = (email: string) => ({
    email,
    password: 'Garden2026',
    fullName: 'Ana Li',
    termsAccepted: true,
  });

  it('moves the started will to the new address, verified by its link', async () => {
    let token: string | null = (
      await getStarted(clientFor(baseUrl, 'localhost'), 'ana.typo@example.com')
    ).token;
    const client = clientFor(baseUrl, 'localhost', () => token);
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();

    const signedUp = await client.signUpKeepingDocuments({ body: body('ana.li@example.com') });
    expect(signedUp._unsafeUnwrap()).toEqual({ success: true });

    const code = await linkCode(testApp, 'ana.li@example.com', /Verify your e-mail/);
    const anonymous = clientFor(baseUrl, 'localhost');
    const verified = (await anonymous.verifyEmail({ body: { code } }))._unsafeUnwrap();
    expect(verified.user).toMatchObject({ email: 'ana.li@example.com', isLoggedIn: true });
    token = verified.token;
    const kept = await client.getDocument({ params: { kind: 'will' } });
    expect(kept._unsafeUnwrap().summary.randId).toBe(will.summary.randId);

    const again = await client.signUpKeepingDocuments({ body: body('ana.other@example.com') });
    expect(again._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'AUTH.ALREADY_REGISTERED' },
    });
  });

  it('needs a session, names a bad field, and reveals no other account', async () => {
    const anonymous = clientFor(baseUrl, 'localhost');
    const signedOut = await anonymous.signUpKeepingDocuments({ body: body('gil@example.com') });
    expect(signedOut._unsafeUnwrapErr().status).toBe(401);

    const token = (await getStarted(anonymous, 'gil@example.com', 'Gil')).token;
    const client = clientFor(baseUrl, 'localhost', () => token);
    const invalid = await client.signUpKeepingDocuments({
      body: { ...body('gil@example.com'), password: 'short' },
    });
    expect(invalid._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { fields: { password: expect.any(String) } },
    });

    await anonymous.signUp({ body: body('taken@example.com') });
    const taken = await client.signUpKeepingDocuments({ body: body('taken@example.com') });
    expect(taken._unsafeUnwrap()).toEqual({ success: true });
    expect((await client.getCurrentUser())._unsafeUnwrap()).toMatchObject({
      email: 'gil@example.com',
      isRegistered: false,
    });
  });
});

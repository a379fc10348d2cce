import { startTestApp, clientFor, type TestApp } from '@bequest/api/testing';

/**
 * A person's whole first visit, through the SDK only: the API on PostgreSQL, its mail read back
 * from a real SMTP server.
 */
describe('journey: a new household plans together', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let token: string | null = null;
  const email = 'rosa.diaz@example.com';
  const client = () => clientFor(baseUrl, 'localhost', () => token);

  const codeFromMail = async (subject: RegExp) => {
    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor(email, (message) => subject.test(message.subject));
    return /code=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  };

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    baseUrl = await testApp.app.getUrl();
  });
  afterAll(() => testApp.close());

  it('gets started, verifies the e-mail, sets a password, and logs in', async () => {
    const started = await client().getStarted({
      body: {
        email,
        owner: {
          fullName: { first: 'Rosa', middle: '', last: 'Diaz' },
          birthDate: '04/02/1968',
          maritalStatus: 'SINGLE',
          address1: '12 Elm St',
          city: 'Portland',
          administrativeArea: 'OR',
          postalCode: '97201',
        },
        termsAccepted: true,
        product: 'WILL',
      },
    });
    expect(started._unsafeUnwrap().code).toBe(208);
    token = started._unsafeUnwrap().token;

    await client().sendVerificationEmail({ body: { email, redirectPath: '/account' } });
    const verified = await client().verifyEmail({ body: { code: await codeFromMail(/Verify/) } });
    expect(verified._unsafeUnwrap().user.isEmailConfirmed).toBe(true);
    token = verified._unsafeUnwrap().token;

    const password = await client().setPassword({
      body: { password: 'Garden2026', confirmPassword: 'Garden2026' },
    });
    expect(password._unsafeUnwrap().user).toMatchObject({ isRegistered: true, isLoggedIn: true });

    token = null;
    const login = await client().logIn({ body: { email, password: 'Garden2026' } });
    const session = login._unsafeUnwrap();
    if (session.code === 208) throw new Error('expected a session');
    expect(session.code).toBe(200);
    token = session.token;
  });

  it('adds a spouse, chooses a custom plan and accepts the terms', async () => {
    const me = (await client().getCurrentUser())._unsafeUnwrap();
    const household = await client().updateHousehold({
      body: {
        accountVersion: me.accountVersion,
        accountOwner: {
          version: me.activeProfile.version,
          maritalStatus: 'MARRIED',
          estatePlanPackageType: 'will_based',
        },
        secondHouseholdMember: {
          fullName: { first: 'Luis', middle: '', last: 'Diaz' },
          birthDate: '09/14/1966',
          estatePlanPackageType: 'trust_only',
        },
        isJointTrustPlanSelected: false,
      },
    });
    const user = household._unsafeUnwrap();
    expect(
      user.profiles.map((profile) => [profile.fullName.first, profile.estatePlanPackageType]),
    ).toEqual([
      ['Luis', 'trust_only'],
      ['Rosa', 'will_based'],
    ]);
    const terms = await client().acceptTerms({ body: { version: user.activeProfile.version } });
    expect(terms._unsafeUnwrap().termsAcceptedVersion).toBe('2021_10_20');
  });

  it('asks for print and mail, which waits for the documents of the package', async () => {
    const request = await client().requestPrintAndMail({
      body: {
        mailingAddress: {
          address1: '12 Elm St',
          city: 'Portland',
          administrativeArea: 'OR',
          postalCode: '97201',
          country: 'US',
        },
        confirmed: true,
      },
    });
    expect(request._unsafeUnwrapErr()).toMatchObject({
      status: 422,
      error: { message: 'Tried to build invalid ProductPackageDetails' },
    });
    expect((await client().listPackageEvents())._unsafeUnwrap()).toEqual([]);
  });

  it('switches to the spouse’s profile and logs out everywhere', async () => {
    const me = (await client().getCurrentUser())._unsafeUnwrap();
    const spouse = me.profiles.find((profile) => profile.randId !== me.accountOwnerId)!;
    const switched = (
      await client().switchProfile({ body: { profileId: spouse.randId } })
    )._unsafeUnwrap();
    token = switched.token;
    expect((await client().getCurrentUser())._unsafeUnwrap().activeProfile.fullName.first).toBe(
      'Luis',
    );

    expect((await client().logOut())._unsafeUnwrap()).toEqual({ success: true });
    expect((await client().getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
  });
});

import {
  clientFor,
  finishIncapacityDocuments,
  startListeningTestApp,
  type TestApp,
} from '@bequest/api/testing';
import { WILL_SECTIONS } from '@bequest/sdk/rules';

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
    ({ testApp, baseUrl } = await startListeningTestApp());
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
          clientProductType: 'self_directed',
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
    expect(user.activeProfile.clientProductType).toBe('self_directed');
    const terms = await client().acceptTerms({ body: { version: user.activeProfile.version } });
    expect(terms._unsafeUnwrap().termsAcceptedVersion).toBe('2021_10_20');
  });

  it('cannot ask for print and mail before the documents of the package exist', async () => {
    const request = await client().skipStrategistCall();
    expect(request._unsafeUnwrapErr()).toMatchObject({
      status: 422,
      error: { message: 'Tried to build invalid ProductPackageDetails' },
    });
  });

  it('completes the will, the directive and the power of attorney', async () => {
    let will = (await client().createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const answers: Record<string, Record<string, unknown>> = {
      BASIC_INFO: {
        spouse: { fullName: { first: 'Luis', middle: '', last: 'Diaz' } },
        maritalStatus: 'MARRIED',
      },
      RESIDUARY: { residuaryBeneficiaries: [{ level: 'NUMBER_1', allocationPercent: 100 }] },
      WILL_EXECUTORS: { executors: [{ fullName: { first: 'Luis', middle: '', last: 'Diaz' } }] },
    };
    for (const section of WILL_SECTIONS.slice(1))
      will = (
        await client().updateDocument({
          params: { kind: 'will' },
          body: {
            version: will.version,
            changes: answers[section] ?? {},
            completeSection: section,
          },
        })
      )._unsafeUnwrap();
    expect(will.summary).toMatchObject({ isComplete: true, isValid: true });

    await finishIncapacityDocuments(client());
    const me = (await client().getCurrentUser())._unsafeUnwrap();
    expect([
      me.activeProfile.will?.isComplete,
      me.activeProfile.ahcd?.isComplete,
      me.activeProfile.dfpoa?.isComplete,
    ]).toEqual([true, true, true]);
  });

  it('skips the strategist call and requests print and mail', async () => {
    expect((await client().skipStrategistCall())._unsafeUnwrap().eventType).toBe(
      'SKIP_STRATEGIST_CALL',
    );
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
    const event = request._unsafeUnwrap();
    expect(event).toMatchObject({
      eventType: 'REQUEST_PRINT_AND_MAIL',
      packageDetails: { packageType: 'will_based', estateId: expect.any(String) },
    });
    const events = (await client().listPackageEvents())._unsafeUnwrap();
    expect(events.map((e) => e.eventType).sort()).toEqual([
      'REQUEST_PRINT_AND_MAIL',
      'SKIP_STRATEGIST_CALL',
    ]);
    const mailed = await testApp.orm.em
      .fork()
      .execute("select kind from stored_document where purpose = 'mail' order by kind");
    expect(mailed).toEqual([{ kind: 'AHCD' }, { kind: 'DFPOA' }, { kind: 'WILL' }]);
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

    expect((await client().logOut())._unsafeUnwrap()).toEqual({ success: true, logoutUrl: null });
    expect((await client().getCurrentUser())._unsafeUnwrapErr().status).toBe(401);
  });
});

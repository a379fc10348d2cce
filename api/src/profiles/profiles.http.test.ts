import { clientFor, getStarted, owner } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('profiles, household and plans over HTTP (platform-core.md 4.9-4.14)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const signedIn = async (email: string, host = 'localhost') => {
    const grant = await getStarted(clientFor(baseUrl, host), email);
    let token = grant.token;
    const client = clientFor(baseUrl, host, () => token);
    return { client, grant, setToken: (next: string) => (token = next) };
  };

  it('updates a profile and answers 409 to a write from a stale version', async () => {
    const { client, grant } = await signedIn('ana@example.com');
    const profile = grant.user.activeProfile;
    const renamed = await client.updateProfile({
      params: { profileId: profile.randId },
      body: {
        version: profile.version,
        fullName: { first: 'Ana', middle: 'M', last: 'Lopez' },
        phone: '415-555-0100',
      },
    });
    expect(renamed._unsafeUnwrap()).toMatchObject({
      fullName: { first: 'Ana', middle: 'M', last: 'Lopez' },
      phone: '415-555-0100',
      version: profile.version + 1,
    });
    const stale = await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, city: 'Chicago' },
    });
    expect(stale._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'REQUEST.STALE_WRITE' },
    });
    expect((await client.getCurrentUser())._unsafeUnwrap().activeProfile.city).toBe('Springfield');
  });

  it('adds a spouse in the household, with the owner’s e-mail, and a joint trust', async () => {
    const { client, grant } = await signedIn('ben@example.com');
    const updated = await client.updateHousehold({
      body: {
        accountVersion: grant.user.accountVersion,
        accountOwner: {
          version: grant.user.activeProfile.version,
          maritalStatus: 'MARRIED',
          estatePlanPackageType: 'trust_based',
        },
        secondHouseholdMember: { ...owner('Cleo', 'Li'), estatePlanPackageType: 'incapacity_only' },
        isJointTrustPlanSelected: true,
      },
    });
    const user = updated._unsafeUnwrap();
    expect(user.isJointTrustPlanSelected).toBe(true);
    expect(user.profiles).toHaveLength(2);
    const spouse = user.profiles.find((profile) => profile.randId !== user.accountOwnerId)!;
    expect(spouse).toMatchObject({
      email: 'ben@example.com',
      maritalStatus: 'MARRIED',
      estatePlanPackageType: 'incapacity_only',
      maritalPartnerProfileId: user.accountOwnerId,
    });
    expect(user.partnerExistsAndHasAcceptedLatestTerms).toBe(true);

    const stale = await client.updateHousehold({
      body: {
        accountVersion: grant.user.accountVersion,
        accountOwner: { version: grant.user.activeProfile.version },
        secondHouseholdMember: null,
        isJointTrustPlanSelected: false,
      },
    });
    expect(stale._unsafeUnwrapErr().status).toBe(409);
  });

  it('refuses a household whose second member is invalid, and changes nothing', async () => {
    const { client, grant } = await signedIn('cy@example.com');
    const bad = await client.updateHousehold({
      body: {
        accountVersion: grant.user.accountVersion,
        accountOwner: { version: grant.user.activeProfile.version, maritalStatus: 'MARRIED' },
        secondHouseholdMember: {
          ...owner('Dee'),
          fullName: { first: 'Dee', middle: '', last: '' },
        },
        isJointTrustPlanSelected: true,
      },
    });
    expect(bad._unsafeUnwrapErr().error.fields).toEqual({
      'secondHouseholdMember.fullName.last': 'Please enter your legal last name',
    });
    const user = (await client.getCurrentUser())._unsafeUnwrap();
    expect(user.profiles).toHaveLength(1);
    expect(user.activeProfile.maritalStatus).toBe('SINGLE');
  });

  it('withdraws a nonprofit’s permission to contact, on the account’s own profiles only', async () => {
    const grant = (
      await clientFor(baseUrl, 'localhost').getStarted({
        body: {
          email: 'lia@example.com',
          owner: owner('Lia'),
          termsAccepted: true,
          product: 'WILL',
          orgsAllowedToGetContactDetails: ['org-harbor-food-bank', 'org-river-conservancy'],
        },
      })
    )._unsafeUnwrap();
    const lia = clientFor(baseUrl, 'localhost', () => grant.token);
    const params = {
      profileId: grant.user.activeProfile.randId,
      organizationId: 'org-harbor-food-bank',
    };
    const stranger = (await signedIn('stranger@example.com')).client;
    expect((await stranger.stopContactSharing({ params }))._unsafeUnwrapErr().status).toBe(404);
    const saved = (await lia.stopContactSharing({ params }))._unsafeUnwrap();
    expect(saved.orgsAllowedToGetContactDetails).toEqual(['org-river-conservancy']);
    expect(
      (await lia.getCurrentUser())._unsafeUnwrap().activeProfile.orgsAllowedToGetContactDetails,
    ).toEqual(['org-river-conservancy']);
  });

  it('switches profiles by re-issuing the token, only within the account', async () => {
    const { client, grant, setToken } = await signedIn('dan@example.com');
    const household = (
      await client.updateHousehold({
        body: {
          accountVersion: grant.user.accountVersion,
          accountOwner: { version: grant.user.activeProfile.version, maritalStatus: 'MARRIED' },
          secondHouseholdMember: owner('Eva', 'Li'),
          isJointTrustPlanSelected: false,
        },
      })
    )._unsafeUnwrap();
    const spouse = household.profiles.find((p) => p.randId !== household.accountOwnerId)!;
    const switched = (
      await client.switchProfile({ body: { profileId: spouse.randId } })
    )._unsafeUnwrap();
    expect(switched.user.activeProfile.randId).toBe(spouse.randId);
    setToken(switched.token);
    expect((await client.getCurrentUser())._unsafeUnwrap().activeProfile.fullName.first).toBe(
      'Eva',
    );
  });

  it('creates profiles for verified users only, refusing a duplicate name', async () => {
    const { client } = await signedIn('fay@example.com');
    const unverified = await client.createProfile({
      body: { fullName: 'Gil Li', termsAccepted: true },
    });
    expect(unverified._unsafeUnwrapErr()).toMatchObject({ status: 403 });
  });

  it('chooses a plan, accepts terms, records package events and requests print and mail', async () => {
    const { client, grant } = await signedIn('gus@example.com');
    const chosen = await client.savePackageType({
      body: { version: grant.user.activeProfile.version, estatePlanPackageType: 'will_based' },
    });
    expect(chosen._unsafeUnwrap().estatePlanPackageType).toBe('will_based');
    const terms = await client.acceptTerms({
      body: { version: chosen._unsafeUnwrap().version, shareInfoWithOrgId: 'org-1' },
    });
    expect(terms._unsafeUnwrap().orgsAllowedToGetContactDetails).toEqual(['org-1']);

    const skip = await client.skipStrategistCall();
    expect(skip._unsafeUnwrapErr()).toMatchObject({
      status: 422,
      error: { message: 'Tried to build invalid ProductPackageDetails' },
    });
    const mail = await client.requestPrintAndMail({
      body: {
        mailingAddress: {
          address1: '',
          city: 'Springfield',
          administrativeArea: 'IL',
          postalCode: '62701',
          country: 'US',
        },
        confirmed: false,
      },
    });
    expect(mail._unsafeUnwrapErr().error.fields).toEqual({
      address: 'Please enter your full address including city, state, and zip code.',
      confirmation: 'Please confirm that your documents are complete.',
    });
    expect((await client.listPackageEvents())._unsafeUnwrap()).toEqual([]);
  });

  it('lets the owner accept the terms for the household’s second member, of this account only', async () => {
    const { client, grant } = await signedIn('iva@example.com');
    const household = (
      await client.updateHousehold({
        body: {
          accountVersion: grant.user.accountVersion,
          accountOwner: { version: grant.user.activeProfile.version, maritalStatus: 'MARRIED' },
          secondHouseholdMember: owner('Jo', 'Li'),
          isJointTrustPlanSelected: false,
        },
      })
    )._unsafeUnwrap();
    const spouse = household.profiles.find((p) => p.randId !== household.accountOwnerId)!;
    // The spouse accepted an older version of the terms.
    await testApp.orm.em
      .fork()
      .execute(
        `update profile set data = jsonb_set(data::jsonb, '{termsAcceptedVersion}', '"2019_01_01"')::json, version = version + 1 where rand_id = ?`,
        [spouse.randId],
      );
    const before = (await client.getCurrentUser())._unsafeUnwrap();
    expect(before.partnerExistsAndHasAcceptedLatestTerms).toBe(false);
    const waiting = before.profiles.find((p) => p.randId === spouse.randId)!;

    const { client: stranger } = await signedIn('kit@example.com');
    const refused = await stranger.acceptTerms({
      body: { profileId: spouse.randId, version: waiting.version },
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      status: 404,
      error: { code: 'REQUEST.NOT_FOUND' },
    });

    const accepted = await client.acceptTerms({
      body: { profileId: spouse.randId, version: waiting.version },
    });
    expect(accepted._unsafeUnwrap()).toMatchObject({
      randId: spouse.randId,
      termsAcceptedVersion: '2021_10_20',
    });
    const after = (await client.getCurrentUser())._unsafeUnwrap();
    expect(after.partnerExistsAndHasAcceptedLatestTerms).toBe(true);
    expect(after.activeProfile.randId).toBe(household.accountOwnerId);
  });

  it('offers the attorney consultation by state, records the answers and logs each click', async () => {
    const { client, grant } = await signedIn('hal@example.com');
    const refused = await client.updateAttorneyConsult({ body: { answer: 'requested' } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      status: 403,
      error: {
        message: 'An attorney consultation is not offered in your state or your partner’s state.',
      },
    });
    const profile = grant.user.activeProfile;
    await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, administrativeArea: 'CA', postalCode: '94110' },
    });
    await client.attorneyConsultLearnMore({ body: { pageRoute: '/account' } });
    const requested = await client.updateAttorneyConsult({
      body: { answer: 'requested', pageRoute: '/account' },
    });
    expect(requested._unsafeUnwrap().attorneyConsultRequestedAt).toMatch(/^\d{4}-/);
    expect((await client.getCurrentUser())._unsafeUnwrap().hasRequestedAttorneyConsult).toBe(true);
    const events = await testApp.orm.em
      .fork()
      .execute(
        'select event_name, value, metadata from user_event where profile_id = ? order by created_at',
        [profile.randId],
      );
    expect(events).toEqual([
      {
        event_name: 'Attorney Consult Banner',
        value: 'Learn More Clicked',
        metadata: { pageRoute: '/account', eligibleStateForConsult: 'CA' },
      },
      {
        event_name: 'Attorney Consult Banner',
        value: 'Consultation Request Clicked',
        metadata: { pageRoute: '/account', eligibleStateForConsult: 'CA' },
      },
    ]);
  });

  it('reads the gift programs of a profile of the account', async () => {
    const { client, grant } = await signedIn('ida@example.com');
    const programs = await client.getGiftProgramDetails({
      params: { profileId: grant.user.activeProfile.randId },
    });
    expect(programs._unsafeUnwrap()).toEqual([]);
  });
});

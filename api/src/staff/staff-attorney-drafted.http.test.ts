import { addBusinessDays } from '@bequest/domain';
import { LocalIdentityProvider, LOCAL_SSO_USERS, localIssuers } from '@bequest/adapters';
import { clientFor, getStarted } from '../testing/people';
import { cookieClient, pointSsoAt, signInAtProvider } from '../testing/sso';
import { LOCAL_STAFF_USERS, startStaffTestApp } from '../testing/staff';

const ACME = 'acme-wealth.localhost';

const CALIFORNIA_ATTORNEY = {
  name: 'Jordan Avery',
  firm: 'Avery Law',
  email: 'jordan@averylaw.example',
  phone: '4155550100',
  states: ['CA', 'NV'],
  active: true,
};

/**
 * Issue 24: a client of the advisory firm who chooses an attorney-drafted plan is queued for
 * matching; support keeps the attorney network per state, matches the plan with an attorney
 * licensed in the person's state (the person is e-mailed), then marks it drafted and finalized,
 * each step audited, the person reading where it is — over HTTP on the real database.
 */
describe('the attorney-drafted plans’ matching queue and the attorney network (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  let provider: LocalIdentityProvider;

  beforeAll(async () => {
    app = await startStaffTestApp();
    provider = await LocalIdentityProvider.start({
      issuers: localIssuers((tenantId) => [`http://${tenantId}.localhost`]),
    });
    await pointSsoAt(app.testApp, 'acme-wealth', provider.issuerUrl('acme-wealth'));
  });
  afterAll(async () => {
    await provider.stop();
    await app.close();
  });

  /** The firm's client, signed in by single sign-on, who chooses an attorney-drafted plan. */
  const clientWhoChoseAnAttorney = async () => {
    const client = cookieClient(app.baseUrl, ACME);
    const { authorizationUrl } = (
      await client.startSingleSignOn({ body: { returnPath: '/account' } })
    )._unsafeUnwrap();
    const callbackQuery = await signInAtProvider(authorizationUrl, LOCAL_SSO_USERS['acme-wealth']!);
    (await client.completeSingleSignOn({ body: { callbackQuery } }))._unsafeUnwrap();
    const me = (await client.getCurrentUser())._unsafeUnwrap();
    (
      await client.updateHousehold({
        body: {
          accountVersion: me.accountVersion,
          accountOwner: {
            version: me.activeProfile.version,
            administrativeArea: 'CA',
            phone: '4155550123',
            clientProductType: 'attorney_drafted',
          },
          secondHouseholdMember: null,
          isJointTrustPlanSelected: false,
        },
      })
    )._unsafeUnwrap();
    return { client, accountId: me.activeProfile.accountId!, email: me.email };
  };

  it('keeps the network per state, naming each field at fault, audited', async () => {
    const refused = await app.staff.support.addAttorneyNetworkMember({
      body: { ...CALIFORNIA_ATTORNEY, email: 'not-an-address', states: [] },
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: {
        code: 'REQUEST.INVALID',
        fields: { email: expect.any(String), states: expect.any(String) },
      },
    });
    const added = (
      await app.staff.support.addAttorneyNetworkMember({ body: { ...CALIFORNIA_ATTORNEY } })
    )._unsafeUnwrap();
    expect(added).toMatchObject(CALIFORNIA_ATTORNEY);
    const oregon = (
      await app.staff.admin.addAttorneyNetworkMember({
        body: { ...CALIFORNIA_ATTORNEY, name: 'Lee Park', firm: null, states: ['OR'] },
      })
    )._unsafeUnwrap();
    const edited = (
      await app.staff.support.updateAttorneyNetworkMember({
        params: { attorneyId: oregon.id },
        body: { ...CALIFORNIA_ATTORNEY, name: 'Lee Park', firm: null, states: ['OR', 'WA'] },
      })
    )._unsafeUnwrap();
    expect(edited.states).toEqual(['OR', 'WA']);
    const unknown = await app.staff.support.updateAttorneyNetworkMember({
      params: { attorneyId: 'no-such-attorney' },
      body: { ...CALIFORNIA_ATTORNEY },
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);

    const inCalifornia = (
      await app.staff.support.listAttorneyNetwork({ query: { state: 'CA' } })
    )._unsafeUnwrap();
    expect(inCalifornia.map((member) => member.name)).toEqual(['Jordan Avery']);

    const log = (
      await app.staff.admin.listAuditEntries({
        query: { staffEmail: LOCAL_STAFF_USERS.support.email, perPage: 50 },
      })
    )._unsafeUnwrap();
    expect(log.items.map((entry) => [entry.action, entry.subject])).toEqual(
      expect.arrayContaining([
        ['attorney_network.save', 'new: Jordan Avery, Avery Law (CA NV)'],
        ['attorney_network.save', `${oregon.id}: Lee Park (OR WA)`],
      ]),
    );
  });

  it('queues the plan the person chose, matches it in order with an attorney licensed in their state, and tells the person', async () => {
    const person = await clientWhoChoseAnAttorney();
    const queue = (
      await app.staff.support.listAttorneyDraftedPlans({ query: { status: 'requested' } })
    )._unsafeUnwrap();
    const queued = queue.items.filter((item) => item.accountId === person.accountId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      tenantId: 'acme-wealth',
      state: 'CA',
      stateName: 'California',
      contact: { email: person.email, phone: '4155550123' },
      status: 'requested',
      attorney: null,
      overdue: false,
      nextSteps: ['matched', 'closed'],
    });
    // Matching takes 1-2 weeks: overdue 10 business days later.
    expect(queued[0]!.overdueAt).toBe(
      addBusinessDays(new Date(queued[0]!.requestedAt), 10).toISOString(),
    );
    const params = { attorneyDraftedPlanId: queued[0]!.id };
    expect((await person.client.listMyAttorneyDraftedPlans())._unsafeUnwrap()).toMatchObject([
      {
        status: 'requested',
        statusLabel: 'Matching: we are finding an attorney in your state',
        stepsDone: 0,
        attorney: null,
      },
    ]);

    const network = (await app.staff.support.listAttorneyNetwork({ query: {} }))._unsafeUnwrap();
    const california = network.find((member) => member.states.includes('CA'))!;
    const oregon = network.find((member) => member.states.includes('OR'))!;
    const early = await app.staff.support.markAttorneyDraftedPlan({
      params,
      body: { status: 'drafted' },
    });
    expect(early._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: {
        code: 'FULFILMENT.OUT_OF_ORDER',
        message: expect.stringContaining('requested → drafted'),
      },
    });
    const elsewhere = await app.staff.support.markAttorneyDraftedPlan({
      params,
      body: { status: 'matched', attorneyId: oregon.id },
    });
    expect(elsewhere._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { attorneyId: expect.any(String) } },
    });
    const matched = (
      await app.staff.support.markAttorneyDraftedPlan({
        params,
        body: { status: 'matched', attorneyId: california.id },
      })
    )._unsafeUnwrap();
    expect(matched).toMatchObject({
      status: 'matched',
      attorney: { id: california.id, name: 'Jordan Avery', firm: 'Avery Law' },
      nextSteps: ['drafted', 'closed'],
    });
    // Drafting takes 4-6 weeks: overdue 30 business days after the match.
    expect(matched.overdueAt).toBe(addBusinessDays(new Date(matched.matchedAt!), 30).toISOString());

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor(person.email, (message) =>
      /matched you with an attorney/.test(message.subject),
    );
    expect(mail.subject).toBe('Acme Wealth matched you with an attorney in California');
    expect(mail.text).toContain('Jordan Avery of Avery Law');
    expect(mail.text).toContain('jordan@averylaw.example or 4155550100');

    // An attorney who stops taking plans is matched no more; the plan keeps the one it has.
    (
      await app.staff.support.updateAttorneyNetworkMember({
        params: { attorneyId: california.id },
        body: { ...CALIFORNIA_ATTORNEY, active: false },
      })
    )._unsafeUnwrap();
    (
      await app.staff.admin.markAttorneyDraftedPlan({ params, body: { status: 'drafted' } })
    )._unsafeUnwrap();
    const finalized = (
      await app.staff.support.markAttorneyDraftedPlan({ params, body: { status: 'finalized' } })
    )._unsafeUnwrap();
    expect(finalized).toMatchObject({
      status: 'finalized',
      overdueAt: null,
      overdue: false,
      nextSteps: [],
      attorney: { name: 'Jordan Avery' },
    });
    expect((await person.client.listMyAttorneyDraftedPlans())._unsafeUnwrap()).toMatchObject([
      { status: 'finalized', stepsDone: 3, attorney: 'Jordan Avery, Avery Law' },
    ]);

    const plan = (await app.staff.support.getAttorneyDraftedPlan({ params }))._unsafeUnwrap();
    expect(plan.id).toBe(params.attorneyDraftedPlanId);
    expect(await app.auditOf(person.accountId)).toEqual(
      expect.arrayContaining([
        ['attorney_drafted.mark', 'support', `${plan.id}: requested → matched (Jordan Avery)`],
        ['attorney_drafted.mark', 'admin', `${plan.id}: matched → drafted`],
        ['attorney_drafted.mark', 'support', `${plan.id}: drafted → finalized`],
        ['attorney_drafted.view', 'support', plan.id],
      ]),
    );
    const seen = (await person.client.listStaffAccess())._unsafeUnwrap();
    expect(seen.map((entry) => entry.description)).toEqual(
      expect.arrayContaining([
        'Updated the status of your attorney-drafted plan',
        'Opened your request for an attorney-drafted plan',
      ]),
    );
    const missing = await app.staff.support.getAttorneyDraftedPlan({
      params: { attorneyDraftedPlanId: 'no-such-plan' },
    });
    expect(missing._unsafeUnwrapErr().status).toBe(404);
  });

  it('refuses to merge two accounts that each have an open plan, saying which', async () => {
    const ids: string[] = [];
    for (const email of ['plan-one@example.com', 'plan-two@example.com']) {
      const grant = await getStarted(clientFor(app.baseUrl, 'localhost'), email, 'Pat');
      const accountId = grant.user.activeProfile.accountId!;
      ids.push(accountId);
      await app.testApp.orm.em
        .fork()
        .getConnection()
        .execute(
          `insert into attorney_drafted_plan
            (tenant_id, account_id, profile_id, state, contact, requested_at, overdue_at)
            values ('bequest', ?, ?, 'CA', ?::jsonb, now(), now())`,
          [
            accountId,
            grant.user.activeProfile.randId,
            JSON.stringify({ name: 'Pat Li', email, phone: null }),
          ],
        );
    }
    const refused = await app.staff.support.mergePeople({
      params: { accountId: ids[0]! },
      body: { mergedAccountId: ids[1]!, reason: 'Ticket 7002: the person has two accounts' },
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: {
        code: 'PERSON.MERGE_REFUSED',
        message: 'Both accounts have an open attorney-drafted plan: close one of them first.',
      },
    });
  });
});

import {
  cookieClient,
  LOCAL_SSO_USERS,
  LocalIdentityProvider,
  localIssuers,
  pointSsoAt,
  signInAtProvider,
} from '@bequest/api/testing';
import { pageChecks } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

const TENANT = 'acme-wealth';

/**
 * Issue 24: a client of the advisory firm chooses an attorney-drafted plan; a support agent, at
 * a phone's width, adds an attorney licensed in the client's state to the network, finds the plan
 * in the matching queue, matches it (which e-mails the person), then marks it drafted; the person
 * reads where it is. Every page is axe-checked at 390 px.
 */
describe('browser: the attorney-drafted plans’ matching queue in the staff console', () => {
  const { app, signInAsStaff } = staffBrowserApp();
  const checked = pageChecks('staff-attorney-drafted');
  let provider: LocalIdentityProvider;

  beforeAll(async () => {
    provider = await LocalIdentityProvider.start({
      issuers: localIssuers((tenantId) => [`http://${tenantId}.localhost`]),
    });
    await pointSsoAt(app.testApp, TENANT, provider.issuerUrl(TENANT));
  });
  afterAll(() => provider.stop());

  /** The firm's client, signed in through the firm, who chose an attorney-drafted plan in Oregon. */
  const clientWhoChoseAnAttorney = async () => {
    const client = cookieClient(`http://127.0.0.1:${app.port}`, `${TENANT}.localhost`);
    const { authorizationUrl } = (
      await client.startSingleSignOn({ body: { returnPath: '/account' } })
    )._unsafeUnwrap();
    const callbackQuery = await signInAtProvider(authorizationUrl, LOCAL_SSO_USERS[TENANT]!);
    (await client.completeSingleSignOn({ body: { callbackQuery } }))._unsafeUnwrap();
    const me = (await client.getCurrentUser())._unsafeUnwrap();
    (
      await client.updateHousehold({
        body: {
          accountVersion: me.accountVersion,
          accountOwner: {
            version: me.activeProfile.version,
            administrativeArea: 'OR',
            phone: '5035550142',
            clientProductType: 'attorney_drafted',
          },
          secondHouseholdMember: null,
          isJointTrustPlanSelected: false,
        },
      })
    )._unsafeUnwrap();
    return { client, email: me.email };
  };

  it('lets support keep the network, match a plan with an Oregon attorney, and tells the person', async () => {
    const person = await clientWhoChoseAnAttorney();

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'support');
    await page.goto(`${app.origin}/internal-only/attorney-network`);
    await page.getByRole('heading', { name: 'Attorney network', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Add an attorney' });
    await form.getByLabel('Attorney’s name').fill('Rose Tanaka');
    await form.getByLabel('Firm').fill('Rose City Estate Law');
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByLabel('States (e.g. CA, NV)').fill('OR, WA');
    await form.getByRole('button', { name: 'Add attorney' }).click();
    await form.getByText('Give the attorney’s e-mail address.').waitFor();
    await form.getByLabel('E-mail').fill('rose@rosecitylaw.example');
    await form.getByRole('button', { name: 'Add attorney' }).click();
    await page.getByText('Rose Tanaka was added to the network.').waitFor();
    await page.getByRole('checkbox', { name: 'Rose Tanaka takes new plans' }).waitFor();
    await checked(page, '01-network');

    await page.goto(`${app.origin}/internal-only/attorney-drafted-plans`);
    const plan = page.getByRole('link', { name: /· requested/ }).first();
    await plan.waitFor();
    await page.getByText('Oregon').first().waitFor();
    await checked(page, '02-queue');
    await plan.click();

    await page.getByText('5035550142').waitFor();
    const attorney = page.getByLabel('Attorney licensed in Oregon');
    await attorney.selectOption({ label: 'Rose Tanaka, Rose City Estate Law' });
    await page.getByRole('button', { name: 'Match (e-mails the person)' }).click();
    await page.getByText('The plan is now matched.').waitFor();
    await page.getByRole('button', { name: 'Mark drafted' }).click();
    await page.getByText('The plan is now drafted.').waitFor();
    await page.getByRole('button', { name: 'Mark finalized' }).waitFor();
    await checked(page, '03-plan');
    await context.close();

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor(person.email, (message) =>
      /matched you with an attorney/.test(message.subject),
    );
    expect(mail.subject).toContain('in Oregon');
    expect(mail.text).toContain('Rose Tanaka of Rose City Estate Law');
    expect((await person.client.listMyAttorneyDraftedPlans())._unsafeUnwrap()).toMatchObject([
      { status: 'drafted', stepsDone: 2, attorney: 'Rose Tanaka, Rose City Estate Law' },
    ]);
  });
});

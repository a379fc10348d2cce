import {
  clientFor,
  finishTrustBasedPlan,
  LOCAL_SSO_USERS,
  LocalIdentityProvider,
  localIssuers,
  pointSsoAt,
} from '@bequest/api/testing';
import { browserApp, pageChecks, textsOnceEqual } from './browser';

const TENANT = 'acme-wealth';
const client = LOCAL_SSO_USERS[TENANT]!;

/**
 * The advisor-side journey (issue: single sign-on, and the consumer web app's journey 3): a
 * client of the wealth-advisory firm signs in at the firm's OpenID provider, accepts the
 * advisor-sponsored terms, chooses a trust-based plan, works through the steps (the strategist
 * call, then print and mail only once its rules allow), and logs out here and at the provider.
 */
describe('browser: an advisory-firm client signs in through the firm and follows the steps', () => {
  const app = browserApp();
  let provider: LocalIdentityProvider;
  let origin: string;

  beforeAll(async () => {
    origin = `http://${TENANT}.localhost:${app.port}`;
    provider = await LocalIdentityProvider.start({ issuers: localIssuers(() => [origin]) });
    await pointSsoAt(app.testApp, TENANT, provider.issuerUrl(TENANT));
  });
  afterAll(() => provider.stop());

  const checked = pageChecks('advisory');

  it('signs in at the provider, accepts terms, chooses a trust, follows the steps, logs out everywhere', async () => {
    const context = await app.browser.newContext();
    await context.route('https://acme-wealth.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Book a call</title><h1>Book</h1>' }),
    );
    const page = await context.newPage();

    await page.goto(`${origin}/account`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await checked(page, '01-login');
    await page.goto(`${origin}/signup`);
    await page.waitForURL(`${origin}/login`);
    await page.getByRole('button', { name: 'Sign in with Acme Wealth' }).click();

    await page.waitForURL(`${provider.issuerUrl(TENANT)}/**`);
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Password').fill(client.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${origin}/choose-your-plan`);
    const terms = page.getByRole('dialog', {
      name: "Agreement to Acme Wealth's Terms of Service & Privacy Notice",
    });
    await terms.waitFor();
    await checked(page, '02-terms');
    await page.keyboard.press('Escape');
    expect(await terms.isVisible()).toBe(true);
    await terms.getByRole('button', { name: 'Submit' }).click();
    await terms
      .getByText('You must accept the Terms of Service & Privacy Notice to continue.')
      .waitFor();
    await terms
      .getByLabel(/^This site is sponsored by Acme Wealth, your financial advisor\./)
      .check();
    await terms.getByRole('button', { name: 'Submit' }).click();
    await terms.waitFor({ state: 'hidden' });

    await page.getByRole('heading', { name: 'Your Estate Planning Experience' }).waitFor();
    await page.getByRole('button', { name: 'How to decide between these options' }).click();
    await page.getByRole('dialog', { name: 'How to decide between these options' }).waitFor();
    await checked(page, '03-compare');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Choose trust-based plan' }).click();

    await page.waitForURL(`${origin}/account`);
    await page.getByRole('heading', { name: 'Hi Jordan!' }).waitFor();
    await page.getByText('You selected a trust-based plan').waitFor();
    const trustPlan = [
      'Revocable Living Trust & Pour-Over Will',
      'Durable Financial Power of Attorney',
      'Living Will (Advance Healthcare Directive)',
    ];
    const documents = page.getByRole('table', { name: 'Your documents' }).getByRole('rowheader');
    expect(await textsOnceEqual(documents, trustPlan)).toEqual(trustPlan);
    expect(await page.getByRole('button', { name: 'Schedule a call' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Request print and mail' }).isDisabled()).toBe(
      true,
    );
    await checked(page, '04-steps');

    const token = (await context.cookies(origin)).find((cookie) => cookie.name === 'token')!.value;
    await finishTrustBasedPlan(
      clientFor(`http://127.0.0.1:${app.port}`, `${TENANT}.localhost`, () => token),
    );
    await page.reload();
    await page.getByRole('heading', { name: /Your documents are complete\./ }).waitFor();
    // Step 3 is open now; print and mail still waits for it.
    expect(await page.getByRole('button', { name: 'Request print and mail' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Schedule a call' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule a call with a strategist' });
    await schedule.getByText('Revocable Living Trust & Pour-Over Will').waitFor();
    const [booking] = await Promise.all([
      context.waitForEvent('page'),
      schedule.getByRole('button', { name: 'Schedule a call' }).click(),
    ]);
    await booking.waitForLoadState();
    expect(booking.url()).toBe('https://acme-wealth.example/schedule-a-strategist-call');
    await booking.close();
    await page.getByText('Thanks for scheduling a call with a strategist.').waitFor();

    await page.getByRole('button', { name: 'Request print and mail' }).click();
    const mail = page.getByRole('dialog', { name: 'Request your documents by mail' });
    // The profile's address is the default; a removed street is refused.
    expect(await mail.getByLabel('City').inputValue()).toBe('Seattle');
    await mail.getByLabel('Street address').fill('');
    await mail.getByRole('button', { name: 'Continue' }).click();
    await mail
      .getByText('Please enter your full address including city, state, and zip code.')
      .waitFor();
    await mail.getByLabel('Street address').fill('1 Pier Street');
    await mail.getByRole('button', { name: 'Continue' }).click();
    await mail.getByRole('button', { name: 'Submit' }).click();
    await mail.getByText('Please confirm that your documents are complete.').waitFor();
    await checked(page, '05-mail');
    await mail.getByLabel('My documents are complete, and I wish to request them by mail.').check();
    await mail.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Print and mail successfully requested').waitFor();
    await page.getByText(/You last requested your documents by mail on/).waitFor();
    await checked(page, '06-mailed');

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Editing Jordan Rivera' });
    await edit.getByLabel('First name').fill('Jordana');
    await edit
      .getByText('Changing the profile name changes it in all documents made with this profile.')
      .waitFor();
    await checked(page, '07-edit-profile');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Jordana Rivera', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Change plan' }).click();
    await page.getByRole('button', { name: 'Choose will-based plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'No, discard my change' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.goto(`${origin}/account`);
    await page.getByText('You selected a trust-based plan').waitFor();

    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${provider.issuerUrl(TENANT)}/**`);
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await page.waitForURL(`${origin}/login`);
    await page.getByRole('button', { name: 'Sign in with Acme Wealth' }).click();
    // Logged out at the provider too: it asks for the password again.
    await page.getByLabel('Password').waitFor();
    await context.close();
  });
});

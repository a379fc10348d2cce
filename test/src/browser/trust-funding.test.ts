import {
  clientFor,
  completeSections,
  saveActiveProfile,
  verifiedPerson,
} from '@bequest/api/testing';
import { TRUST_SECTIONS } from '@bequest/sdk/rules';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';

/**
 * The trust funding assistant (issue 29): a California trust, finished and marked signed, funded
 * from the account page: the exact trustee title with the signing day, the deed step naming the
 * county recorder and California's reassessment exclusion, a step marked done, and the progress
 * back on the account page, reminders turned off; axe clean and no sideways scrolling at 390 px.
 */
describe('browser: funding a finished trust', () => {
  const app = browserApp();

  it('shows each asset’s step, marks one done and counts it on the account page', async () => {
    const api = `http://127.0.0.1:${app.port}`;
    const { token } = await verifiedPerson(
      app.testApp,
      clientFor(api, 'localhost'),
      'fern.funding@example.com',
      'Fern Ortiz',
    );
    const sdk = clientFor(api, 'localhost', () => token);
    await saveActiveProfile(sdk, {
      administrativeArea: 'CA',
      postalCode: '94612',
      address1: '1 Lake Street',
      city: 'Oakland',
      county: 'Alameda',
    });
    (await sdk.createDocument({ params: { kind: 'rlt' } }))._unsafeUnwrap();
    const heir = { fullName: { first: 'Omar', middle: '', last: 'Ortiz' } };
    await completeSections(sdk, 'rlt', TRUST_SECTIONS, {
      BASIC_INFO: { maritalStatus: 'SINGLE' },
      SUCCESSOR: { successorTrustees: [heir] },
      WILL_EXECUTORS: { executors: [heir] },
      RESIDUARY: {
        residuaryBeneficiaries: [{ name: 'Omar Ortiz', level: 'NUMBER_1', allocationPercent: 100 }],
      },
      PROPERTY: { assetTypes: ['home', 'bank_accounts', 'retirement_accounts'] },
    });
    (
      await sdk.markDocumentSigned({
        params: { kind: 'rlt' },
        body: { signedOn: '2026-11-20', witnesses: ['Ann Lee', 'Bo Diaz'], notary: 'Nia Cole' },
      })
    )._unsafeUnwrap();

    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    await page.goto(`${app.origin}/account`);
    await page.getByText('Trust funding: 0 of 3 funding steps done.').waitFor();
    await page.getByRole('link', { name: 'Fund your trust' }).click();

    await page.getByRole('heading', { level: 1, name: 'Fund your trust' }).waitFor();
    await page
      .getByRole('region', { name: 'The title to use' })
      .getByText(
        'Fern Ortiz, Trustee of the Fern Ortiz Revocable Living Trust dated November 20, 2026',
        { exact: true },
      )
      .waitFor();
    const home = page.getByRole('region', { name: 'Your home or other real estate' });
    await home
      .getByText(/the Alameda County recorder/)
      .first()
      .waitFor();
    await home.getByText(/Cal\. Rev\. & Tax\. Code § 62\(d\)/).waitFor();
    const retirement = page.getByRole('region', { name: 'Retirement accounts' });
    await retirement.getByText(/withdrawal of the whole account, which is taxed/).waitFor();

    await home.getByLabel('Status').selectOption('done');
    await home.getByLabel('Date done').fill('2026-11-22');
    await home.getByRole('button', { name: /Save status/ }).click();
    await home.getByText('Saved').waitFor();
    await page.getByText('1 of 3 funding steps done').waitFor();
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await reminders.getByLabel(/E-mail me a reminder every 30 days/).click();
    await reminders.getByText(/Reminders are off/).waitFor();
    await checkWidths(page, 'trust-funding');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${app.origin}/account`);
    await page.getByText('Trust funding: 1 of 3 funding steps done.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

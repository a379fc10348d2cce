import { clientFor, verifiedPerson } from '@bequest/api/testing';
import { browserApp, pageChecks, signInBrowser } from './browser';

/**
 * Will versus beneficiary designations (issue 29): a person's will leaves everything to Ana; on
 * the beneficiary plan page they name Ben on their IRA. The plan page and the account page, next
 * to the will, each say the two disagree, with the fix and a link to where to make it.
 */
describe('browser: a designation that contradicts the will is pointed out on both pages', () => {
  const app = browserApp();

  const checked = pageChecks('plan-consistency');

  it('shows the disagreement, its fix and the way to the asset', async () => {
    const url = new URL(app.origin);
    const api = `http://127.0.0.1:${url.port}`;
    const { token } = await verifiedPerson(
      app.testApp,
      clientFor(api, url.hostname),
      'cara.lind@example.com',
      'Cara Lind',
    );
    const client = clientFor(api, url.hostname, () => token);

    // The will, through the SDK: everything to Ana Lind.
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    (
      await client.updateDocument({
        params: { kind: 'will' },
        body: {
          version: will.version,
          changes: {
            residuaryBeneficiaries: [
              { level: 'NUMBER_1', name: 'Ana Lind', allocationPercent: 100 },
            ],
          },
        },
      })
    )._unsafeUnwrap();

    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The designation, in the browser: the IRA to Ben Lind.
    await page.goto(`${app.origin}/account/beneficiaries`);
    await page.getByRole('heading', { level: 1, name: 'Beneficiary Plan' }).waitFor();
    await page.getByRole('button', { name: 'Add an asset' }).click();
    const asset = page.getByRole('dialog', { name: 'Add a non-probate asset' });
    await asset
      .getByLabel('What type of non-probate asset is this?')
      .selectOption('Retirement account');
    await asset
      .getByLabel('Account Type')
      .selectOption('IRA (Traditional, Roth, SEP, SIMPLE, etc.)');
    await asset
      .getByLabel('What institution currently manages this asset?')
      .selectOption('Vanguard');
    await asset.getByLabel('Approximate current value').pressSequentially('90000');
    await asset.getByLabel('Asset nickname').fill('Rollover IRA');
    await asset.getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('article', { name: 'Rollover IRA' });
    await card.getByRole('button', { name: 'Choose beneficiaries' }).click();
    await page
      .getByRole('dialog', {
        name: 'Before you get started – Nonprofits can be beneficiaries too!',
      })
      .getByRole('button', { name: 'Continue' })
      .click();
    const choose = page.getByRole('dialog', { name: 'Choose beneficiaries' });
    const primary = choose.getByRole('group', { name: 'Primary beneficiary 1' });
    await primary.getByLabel('Full legal name').fill('Ben Lind');
    await primary.getByLabel('Share (%)').fill('100');
    await choose.getByRole('button', { name: 'Save' }).click();
    await card.getByText('You still need to update your institution').waitFor();

    const message =
      'Your will leaves everything to Ana Lind, but your IRA at Vanguard (“Rollover IRA”) names Ben Lind, whom your will does not name.';
    const planNotice = page.getByRole('region', {
      name: 'Where your beneficiaries disagree with your will or trust',
    });
    await planNotice.getByText(message, { exact: false }).waitFor();
    await planNotice
      .getByText('change its beneficiaries to match your will', { exact: false })
      .waitFor();
    await checked(page, '1-beneficiary-plan', errors);
    await planNotice
      .getByRole('link', { name: 'Go to your IRA at Vanguard (“Rollover IRA”)' })
      .click();
    expect(page.url()).toMatch(/\/account\/beneficiaries#asset-/);

    await page.goto(`${app.origin}/account`);
    const accountNotice = page.getByRole('region', {
      name: 'Your will and your beneficiary designations disagree',
    });
    await accountNotice.getByText(message, { exact: false }).waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: 'Last Will & Testament' })
        .getByRole('link', { name: '1 disagreement with your beneficiary designations' })
        .getAttribute('href'),
    ).toBe('#plan-consistency-WILL');
    await checked(page, '2-account', errors);
    await accountNotice.getByRole('link', { name: 'Review your will' }).waitFor();
    await accountNotice
      .getByRole('link', {
        name: 'Change the beneficiaries of your IRA at Vanguard (“Rollover IRA”)',
      })
      .click();
    await page.waitForURL(/\/account\/beneficiaries#asset-/);
    await page.getByRole('article', { name: 'Rollover IRA' }).waitFor();
    await context.close();
  });
});

import { pdfText } from '@bequest/api/testing';
import { browserApp, pageChecks } from './browser';
import { signedInPage } from './wizard-journey';

/**
 * Beneficiary Plan journey (giving-and-beneficiaries.md 2.2-2.4, 4.4, 4.6, 4.7): on the main
 * brand a person opens the plan from the account page, adds an IRA, names two people as primary
 * beneficiaries once 60/30 has been refused, a charity as contingent, marks the asset up to date,
 * answers the opt-in and prints the summary.
 */
describe('browser: a person makes a Beneficiary Plan on the main brand', () => {
  const app = browserApp();

  const checked = pageChecks('beneficiary-plan');

  it('adds an asset, chooses its beneficiaries, updates the institution and answers the opt-in', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'bea.plan@example.com', {
      first: 'Bea',
      last: 'Lind',
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${app.origin}/account`);
    await page.getByRole('link', { name: 'Start Beneficiary Plan' }).click();
    await page.waitForURL(`${app.origin}/account/beneficiaries`);
    await page.getByRole('heading', { level: 1, name: 'Beneficiary Plan' }).waitFor();
    await page.getByText('You have not listed any assets yet.', { exact: false }).waitFor();
    expect(await page.title()).toBe('Beneficiary Plan | Assets | Beneficiary Plan');
    await checked(page, '1-empty', errors);

    // The asset modal: Escape does not close it; its questions follow the type.
    const addAsset = page.getByRole('button', { name: 'Add an asset' });
    await addAsset.click();
    const asset = page.getByRole('dialog', { name: 'Add a non-probate asset' });
    await asset.getByRole('button', { name: 'Save' }).click();
    await asset.getByText('Please choose a non-probate asset type').waitFor();
    await page.keyboard.press('Escape');
    expect(await asset.isVisible()).toBe(true);
    await asset
      .getByLabel('What type of non-probate asset is this?')
      .selectOption('Retirement account');
    await asset
      .getByLabel('Account Type')
      .selectOption('IRA (Traditional, Roth, SEP, SIMPLE, etc.)');
    await asset
      .getByLabel('What institution currently manages this asset?')
      .selectOption('Vanguard');
    await asset.getByLabel('Approximate current value').pressSequentially('250000');
    await asset.getByLabel('Asset nickname').fill('Rollover IRA');
    await checked(page, '2-asset-modal', errors);
    await asset.getByRole('button', { name: 'Save' }).click();

    const card = page.getByRole('article', { name: 'Rollover IRA' });
    await card.getByText('You still need to choose your beneficiaries').waitFor();
    expect(await card.getByRole('row').allInnerTexts()).toEqual([
      'INSTITUTION\tASSET TYPE\tAPPROX. VALUE\tNICKNAME',
      'Vanguard\tIRA (Traditional, Roth, SEP, SIMPLE, etc.)\t$250,000\tRollover IRA',
    ]);
    expect(await addAsset.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByText('0/1 of your assets are up to date').waitFor();

    // On the main brand, a word about nonprofits comes first.
    await card.getByRole('button', { name: 'Choose beneficiaries' }).click();
    const nonprofits = page.getByRole('dialog', {
      name: 'Before you get started – Nonprofits can be beneficiaries too!',
    });
    await checked(page, '3-nonprofits', errors);
    await nonprofits.getByRole('button', { name: 'Continue' }).click();

    const choose = page.getByRole('dialog', { name: 'Choose beneficiaries' });
    const primary = (index: number) =>
      choose.getByRole('group', { name: `Primary beneficiary ${index}` });
    await primary(1).getByLabel('Full legal name').fill('Ana Lind');
    await primary(1).getByLabel('Share (%)').fill('60');
    await choose.getByRole('button', { name: 'Add a primary beneficiary' }).click();
    await primary(2).getByLabel('Full legal name').fill('Ben Lind');
    await primary(2).getByLabel('Share (%)').fill('30');
    await choose.getByText('Total: 90% of 100%').waitFor();
    await choose.getByRole('button', { name: 'Save' }).click();
    await choose
      .getByText('The primary beneficiaries’ shares must add up to exactly 100%')
      .waitFor();
    await checked(page, '4-shares-refused', errors);

    await primary(2).getByLabel('Share (%)').fill('40');
    await choose.getByRole('button', { name: 'Add a contingent beneficiary' }).click();
    const contingent = choose.getByRole('group', { name: 'Contingent beneficiary 1' });
    await contingent.getByLabel('A charity').check();
    await contingent.getByLabel('Charity’s name').fill('Harbor');
    // The nonprofit search the will wizard uses: the partner organization comes first.
    await contingent.locator('datalist option').first().waitFor({ state: 'attached' });
    expect(await contingent.locator('datalist option').first().getAttribute('value')).toBe(
      'Harbor Food Bank',
    );
    await contingent.getByLabel('Charity’s name').fill('Harbor Food Bank');
    await contingent.getByLabel('Share (%)').fill('100');
    await checked(page, '5-shares', errors);
    await choose.getByRole('button', { name: 'Save' }).click();

    await card.getByText('You still need to update your institution').waitFor();
    await card.getByText('Show/Hide beneficiaries').click();
    expect(await card.getByRole('row').nth(2).innerText()).toBe(
      'PRIMARY BENEFICIARIES\tCONTINGENT BENEFICIARIES',
    );
    const lines = card.getByRole('row').nth(3).getByRole('cell');
    expect(await lines.nth(0).getByRole('listitem').allInnerTexts()).toEqual([
      '60% to Ana Lind',
      '40% to Ben Lind',
    ]);
    expect(await lines.nth(1).getByRole('listitem').allInnerTexts()).toEqual([
      '100% to Harbor Food Bank',
    ]);

    // Up to date with the institution; the opt-in, never answered, is asked next.
    await card.getByRole('button', { name: 'Update institution' }).click();
    const update = page.getByRole('dialog', { name: 'Update your institution' });
    await update.getByText('Primary: 60% to Ana Lind').waitFor();
    await update.getByRole('button', { name: 'Mark as up to date' }).click();
    const optIn = page.getByRole('dialog', { name: 'Opt-in preferences' });
    await optIn
      .getByRole('group', {
        name: 'Will you make the work of nonprofits easier by letting them know who you are?',
      })
      .waitFor();
    await checked(page, '6-opt-in', errors);
    await optIn.getByLabel('Sure, let them know').check();
    await optIn.getByRole('button', { name: 'Save' }).click();

    await page.getByText('You have agreed to share information about your gift...').waitFor();
    await card.getByText(/^Your last update was on /).waitFor();
    await page.getByText('1/1 of your assets are up to date').waitFor();
    await checked(page, '7-up-to-date', errors);

    const [summary] = await Promise.all([
      page
        .context()
        .waitForEvent('response', (response) => response.url().includes('/beneficiary-plan.pdf')),
      page.getByRole('link', { name: /^Print summary/ }).click(),
    ]);
    expect(summary.status()).toBe(200);
    expect(summary.headers()['content-type']).toBe('application/pdf');
    // The new window shows the PDF in Chromium's viewer; the same address, fetched, is the PDF.
    const text = pdfText(await (await page.request.get(summary.url())).body());
    expect(text).toContain('1/1 of your assets are up to date');
    expect(text).toContain('60% to Ana Lind');
    expect(text).toContain('100% to Harbor Food Bank');

    await page.goto(`${app.origin}/account`);
    expect(
      await page.getByRole('row').filter({ hasText: 'Beneficiary Plan' }).innerText(),
    ).toContain('Finished');
  });
});

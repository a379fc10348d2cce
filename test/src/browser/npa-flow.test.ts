import { browserApp, pageChecks } from './browser';
import { signedInPage } from './wizard-journey';

/**
 * The partner-branded beneficiary flow (giving-and-beneficiaries.md 2.1-2.4, 4.2, 4.7, 4.8; issue
 * 26), at a phone's width: from Harbor Food Bank's entry through the tutorial, the profile, an
 * IRA, its primary beneficiaries (Harbor, preselected, and a person) and a contingent one, the
 * opt-in, the review, Vanguard's filing steps and the confirmation, to the summary. Leaving
 * half-way and coming back resumes at the step where the person stopped.
 */
describe('browser: a donor a nonprofit sent names beneficiaries step by step', () => {
  const app = browserApp();
  const checked = pageChecks('npa');

  it('goes from the partner’s entry to the summary, resuming where they left', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'npa.flow@example.com', {
      first: 'Nora',
      last: 'Pine',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const heading = (name: string | RegExp) =>
      page.getByRole('heading', { level: 1, name }).waitFor();

    // The entry: the partner's name, and the partner cookie set for a month (4.8).
    await page.goto(`${app.origin}/beneficiaries/harbor-food-bank`);
    await heading('Name your beneficiaries with Harbor Food Bank');
    const cookie = (await page.context().cookies()).find(({ name }) => name === 'partner_org_id');
    expect(cookie?.value).toBe('org-harbor-food-bank');
    await checked(page, '1-entry', errors);

    await page.getByRole('link', { name: 'Get started' }).click();
    await heading('How your Beneficiary Plan works');
    await page.waitForURL(`${app.origin}/npa/get-started/tutorial`);
    await checked(page, '2-tutorial', errors);
    await page.getByRole('link', { name: 'Continue' }).click();

    await heading('Tell us about yourself');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Please choose your state').waitFor();
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Single').check();
    await checked(page, '3-profile', errors);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading('Add an asset');
    await page
      .getByLabel('What type of non-probate asset is this?')
      .selectOption('Retirement account');
    await page
      .getByLabel('Account Type')
      .selectOption('IRA (Traditional, Roth, SEP, SIMPLE, etc.)');
    await page
      .getByLabel('What institution currently manages this asset?')
      .selectOption('Vanguard');
    await page.getByLabel('Approximate current value').pressSequentially('250000');
    await page.getByLabel('Asset nickname').fill('Rollover IRA');
    await checked(page, '4-asset', errors);
    await page.getByRole('button', { name: 'Save' }).click();

    // The main brand: nonprofits can be beneficiaries too, with the partner's name (2.4).
    const nonprofits = page.getByRole('dialog', {
      name: 'Before you get started – Nonprofits can be beneficiaries too!',
    });
    await nonprofits.getByText('Harbor Food Bank').waitFor();
    await page.waitForURL(/\/npa\/[^/]+\/charity$/);
    const assetId = new URL(page.url()).pathname.split('/')[2]!;
    await checked(page, '5-nonprofits', errors);
    await nonprofits.getByRole('button', { name: 'Continue' }).click();
    await heading('Choose charities');
    expect(await page.getByLabel('Harbor Food Bank').isChecked()).toBe(true);
    await checked(page, '6-charities', errors);
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading('Who should receive your Rollover IRA?');
    const primary = (index: number) =>
      page.getByRole('group', { name: `Primary beneficiary ${index}` });
    expect(await primary(1).getByLabel('Charity’s name').inputValue()).toBe('Harbor Food Bank');
    await primary(1).getByLabel('Share (%)').fill('50');
    await page.getByRole('button', { name: 'Add a primary beneficiary' }).click();
    await primary(2).getByLabel('Full legal name').fill('Ana Pine');
    await primary(2).getByLabel('Share (%)').fill('50');
    await page.getByText('Total: 100% of 100%').waitFor();
    await checked(page, '7-primary', errors);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading('Who should receive it if no primary beneficiary survives you?');
    await page.waitForURL(`${app.origin}/npa/${assetId}/plan/contingent`);

    // Leaving half-way: coming back through the partner's link resumes at the contingent step.
    await page.goto(`${app.origin}/account`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${app.origin}/beneficiaries/harbor-food-bank/give`);
    await page.waitForURL(`${app.origin}/npa/${assetId}/plan/contingent`);
    await heading('Who should receive it if no primary beneficiary survives you?');

    const contingent = page.getByRole('group', { name: 'Contingent beneficiary 1' });
    await contingent.getByLabel('A charity').check();
    await contingent.getByLabel('Charity’s name').fill('River Conservancy');
    await contingent.getByLabel('Share (%)').fill('100');
    await checked(page, '8-contingent', errors);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading('Opt-in preferences');
    await page
      .getByRole('group', {
        name: 'Will you make the work of nonprofits easier by letting them know who you are?',
      })
      .waitFor();
    await page.getByLabel('Sure, let them know').check();
    await checked(page, '9-share-info', errors);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading('Review your Rollover IRA');
    await page.getByText('50% to Harbor Food Bank').waitFor();
    await page.getByText('50% to Ana Pine').waitFor();
    await page.getByText('100% to River Conservancy').waitFor();
    await checked(page, '10-finalize', errors);
    await page.getByRole('link', { name: 'See how to file it' }).click();

    await page.waitForURL(`${app.origin}/beneficiaries/harbor-food-bank/${assetId}/instructions`);
    await heading('How to file your designation with Vanguard');
    await page
      .getByText(/the firm’s beneficiary designation form/)
      .first()
      .waitFor();
    await checked(page, '11-instructions', errors);
    await page.getByRole('link', { name: 'I have filed it' }).click();

    await page.waitForURL(`${app.origin}/beneficiaries/harbor-food-bank/${assetId}/confirmation`);
    await heading('Did you file it with Vanguard?');
    await checked(page, '12-confirmation', errors);
    await page.getByRole('button', { name: 'Yes, I filed it' }).click();
    await heading('Your designation is on file');
    await page.getByRole('link', { name: 'Continue' }).click();

    await heading('Your Beneficiary Plan summary');
    await page.waitForURL(/\/npa\/[^/]+\/summary$/);
    await page.getByText('1/1 of your assets are up to date').waitFor();
    await page.getByText(/^Filed with the institution on /).waitFor();
    await checked(page, '13-summary', errors);

    // The consent let the partner of the flow have the contact details (4.7).
    const me = await (await page.request.get(`${app.origin}/v2/me`)).json();
    expect(me.activeProfile.orgsAllowedToGetContactDetails).toEqual(['org-harbor-food-bank']);
    const plan = await (await page.request.get(`${app.origin}/v2/me/beneficiary-plan`)).json();
    expect(plan).toMatchObject({
      refOrgId: 'org-harbor-food-bank',
      hasPermissionToShareInfo: true,
    });
    expect(plan.assets[0].status).toBe('UPDATED');

    // Coming back once every asset is filed lands on the summary.
    await page.goto(`${app.origin}/npa`);
    await heading('Your Beneficiary Plan summary');
  });
});

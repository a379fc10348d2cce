import { browserApp, pageChecks } from './browser';

/**
 * Gift confirmation (giving-and-beneficiaries.md 2.8): a donor follows a partner's /record link,
 * tells Harbor Food Bank about a specific amount in their will, and is thanked; another names a
 * nonprofit themselves. The header and footer stay out of the way; bad answers are named.
 */
describe('browser: a donor tells a nonprofit about a gift in their will', () => {
  const app = browserApp();

  const checked = pageChecks('gift-confirmation');
  const confirmations = () =>
    app.testApp.orm.em
      .fork()
      .execute(
        'select organization_id, nonprofit_name, nonprofit_ein, donor_email, intent, amount, percentage, recognition, share_contact_details from gift_confirmation order by created_at',
      );

  it('from a partner’s link, by the steps, to the thanks', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${app.origin}/record/harbor-food-bank?utm_source=newsletter`);
    await page.waitForURL(`${app.origin}/record/harbor-food-bank/basics?utm_source=newsletter`);
    await page
      .getByRole('heading', { level: 1, name: 'Tell Harbor Food Bank about your gift' })
      .waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Diaz');
    await page.getByLabel('E-mail address').fill('rosa@');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter your email, including the full domain name').waitFor();
    await checked(page, '01-basics');
    await page.getByLabel('E-mail address').fill('rosa@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(
      `${app.origin}/record/harbor-food-bank/gift-details?utm_source=newsletter`,
    );
    await page.getByRole('heading', { name: 'About your gift' }).waitFor();
    await page.getByLabel('My will or living trust').check();
    expect(await page.getByLabel('What amount, in dollars?').count()).toBe(0);
    await page.getByLabel('A specific amount').check();
    await page.getByLabel('Please keep my gift anonymous').check();
    await page.getByRole('button', { name: 'Tell Harbor Food Bank' }).click();
    await page.getByText('Please enter the amount in whole dollars').waitFor();
    await checked(page, '02-gift-details');
    await page.getByLabel('What amount, in dollars?').fill('$25,000');
    await page.getByRole('button', { name: 'Tell Harbor Food Bank' }).click();

    await page.waitForURL(`${app.origin}/record/harbor-food-bank/final?utm_source=newsletter`);
    await page.getByText('Thank you, Rosa. Harbor Food Bank now knows about your gift.').waitFor();
    await checked(page, '03-final');
    expect(await confirmations()).toEqual([
      {
        organization_id: 'org-harbor-food-bank',
        nonprofit_name: 'Harbor Food Bank',
        nonprofit_ein: null,
        donor_email: 'rosa@example.com',
        intent: 'SPECIFIC_AMOUNT',
        amount: '25000',
        percentage: null,
        recognition: 'ANONYMOUS',
        share_contact_details: false,
      },
    ]);

    // A step reached before its answers goes back to the first; a nonprofit can be named.
    await page.goto(`${app.origin}/record/gift-details`);
    await page.waitForURL(`${app.origin}/record/basics`);
    await page.getByRole('heading', { name: 'Tell a nonprofit about your gift' }).waitFor();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('E-mail address').fill('sam@example.com');
    await page.getByLabel('Name of the nonprofit').fill('City Library Foundation');
    await page.getByLabel('Its EIN (optional)').fill('123456789');
    await page.keyboard.press('Enter');
    await page.getByLabel('A percentage of my estate').waitFor();
    await page.getByLabel('Another way').check();
    await page.getByLabel('A percentage of my estate').check();
    await page.getByLabel('What percentage?').fill('5');
    await page.getByLabel('You may recognize me by name').check();
    await page.getByLabel('City Library Foundation may have my name').check();
    await page.getByRole('button', { name: 'Tell City Library Foundation' }).click();
    await page
      .getByText('Thank you, Sam. City Library Foundation now knows about your gift.')
      .waitFor();
    expect((await confirmations())[1]).toMatchObject({
      organization_id: null,
      nonprofit_ein: '12-3456789',
      intent: 'PERCENTAGE',
      percentage: 5,
      share_contact_details: true,
    });

    await page.goto(`${app.origin}/record/no-such-nonprofit`);
    await page.getByRole('heading', { name: 'We could not find this nonprofit' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

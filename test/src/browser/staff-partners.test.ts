import { clientFor } from '@bequest/api/testing';
import { pageChecks } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

/** The IRS EO BMF extract's header, as published, and one organization's row. */
const HEADER =
  'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,GROUP,SUBSECTION,AFFILIATION,CLASSIFICATION,RULING,DEDUCTIBILITY,FOUNDATION,ACTIVITY,ORGANIZATION,STATUS,TAX_PERIOD,ASSET_CD,INCOME_CD,FILING_REQ_CD,PF_FILING_REQ_CD,ACCT_PD,ASSET_AMT,INCOME_AMT,REVENUE_AMT,NTEE_CD,SORT_NAME';
const ROW =
  '941234567,"BAYSIDE SHELTER",,1 MAIN ST,OAKLAND,CA,941073458,0000,03,3,1000,195812,1,15,000000000,1,01,202312,6,6,01,0,12,1,1,1,K31,';

/**
 * Issue 24: a partner manager edits a partner's customization in the staff console, which the
 * partner's own page then shows, and a field at fault is named under it; imports the nonprofit
 * directory, sets a nonprofit's receiving details for stock and redirects an old slug.
 */
describe('browser: partners in the staff console', () => {
  const { app, signInAsStaff } = staffBrowserApp();
  const checked = pageChecks('staff-partners');

  it('lets a partner manager edit a partner’s welcome and logo, shown on the partner’s page', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'partner_manager');
    await page.goto(`${app.origin}/internal-only/partners`);
    await page.getByText('Harbor Food Bank').click();
    const welcome = page.getByRole('textbox', { name: 'Welcome message' });
    await welcome.waitFor();
    await checked(page, '01-edit');

    // A logo on plain http is refused, named under its field, and nothing is saved.
    await page.getByRole('textbox', { name: 'Logo address' }).fill('http://cdn.example.org/a.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/https address or a path on this site for the logo/).waitFor();
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const lookup = async () =>
      (
        await client.getPartnerCustomUrl({
          query: { product: 'will', urlName: 'harbor-food-bank' },
        })
      )._unsafeUnwrap();
    expect((await lookup()).customizations?.uriLogo).toBeNull();

    // Tapping the field closes the notification over the phone's toolbar.
    const logo = page.getByRole('textbox', { name: 'Logo address' });
    await logo.click();
    await logo.fill('/favicon.svg');
    await welcome.fill('Plan your legacy with the harbor.');
    await page
      .getByRole('region', { name: 'Preview' })
      .getByText('Plan your legacy with the harbor.')
      .waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${app.origin}/internal-only/partners`);
    expect((await lookup()).customizations).toMatchObject({
      uriLogo: '/favicon.svg',
      bequestsCustomization: { welcomeMessage: 'Plan your legacy with the harbor.' },
    });

    const partnerPage = await context.newPage();
    await partnerPage.goto(`${app.origin}/harbor-food-bank`);
    await partnerPage.getByText('Plan your legacy with the harbor.').waitFor();
    await context.close();
  });

  it('lets a partner manager import the nonprofit directory, set receiving details and redirect an old slug', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'partner_manager');
    await page.goto(`${app.origin}/internal-only/nonprofits`);
    await page.getByRole('heading', { name: 'Nonprofits', level: 1 }).waitFor();
    await page.getByLabel('EO BMF extract (CSV)').setInputFiles({
      name: 'eo1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${HEADER}\n${ROW}\n12,NO EIN\n`),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('eo1.csv: 1 organization loaded, 1 refused.').waitFor();
    await page.getByText(/^Line 3: /).waitFor();
    await checked(page, '02-directory-imported');

    await page.getByRole('textbox', { name: 'EIN' }).fill('94-1234567');
    await page.getByRole('button', { name: 'Find' }).click();
    await page
      .getByText('BAYSIDE SHELTER (94-1234567), OAKLAND, CA: no receiving details yet.')
      .waitFor();
    const details: Record<string, string> = {
      'Receiving firm': 'Charles Schwab',
      'DTC number': '164',
      'Account number': '1234-5678',
      'Account name': 'Bayside Shelter',
      'Contact name': 'Ana Ruiz',
      'Contact e-mail': 'gifts@bayside.example',
      'Contact phone': '415-555-0100',
    };
    for (const [label, value] of Object.entries(details))
      await page.getByRole('textbox', { name: label }).fill(value);
    await page.getByRole('button', { name: 'Save receiving details' }).click();
    await page.getByText('Please enter the four-digit DTC participant number').waitFor();
    await page.getByRole('textbox', { name: 'DTC number' }).fill('0164');
    await page.getByRole('button', { name: 'Save receiving details' }).click();
    await page.getByText('BAYSIDE SHELTER receives stock at Charles Schwab.').waitFor();
    await checked(page, '03-receiving-details');

    await page.goto(`${app.origin}/internal-only/slug-aliases`);
    await page.getByRole('textbox', { name: 'Old slug' }).fill('harbour');
    await page.getByRole('textbox', { name: 'Current slug' }).fill('harbor-food-bank');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await page.getByText('/harbour → /harbor-food-bank').waitFor();
    await checked(page, '04-old-slugs');
    const redirected = await context.newPage();
    await redirected.goto(`${app.origin}/harbour`);
    expect(new URL(redirected.url()).pathname).toBe('/harbor-food-bank');
    await context.close();
  });
});

import { loadSampleOrganizations, pdfText } from '@bequest/api/testing';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { browserApp, pageChecks } from './browser';
import { signedInPage } from './wizard-journey';

/** A phone's screen: every page of the flow is walked at it. */
const PHONE = { width: 390, height: 844 };

/** "YYYY-MM-DD" of the day `days` after today. */
const dayAfter = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A qualified charitable distribution (giving 2.6, issue 23, ADR 0019): a signed-in IRA owner
 * comes from a partner's QCD page, chooses the food bank of the IRS master file, is first refused
 * (a birth date that makes them 69, named beside the answer), then as a 74-year-old goes through
 * the RMD step, the charity, the offer to add it to the will, and submits, on a phone, to the
 * letter of instruction to the custodian, read back as text; then finds it on the account.
 */
describe('browser: an IRA owner makes a QCD', () => {
  const app = browserApp();

  beforeAll(() => loadSampleOrganizations(app.testApp.orm.em));

  const checked = pageChecks('qcd');
  const heading = (page: Page, name: string | RegExp) =>
    page.getByRole('heading', { level: 1, name }).waitFor();

  it('a 74-year-old’s QCD from the partner’s page through RMD, charity and legacy to the letter', async () => {
    const distributionDate = dayAfter(7);
    const year = Number(distributionDate.slice(0, 4));
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'rosa.qcd@example.com', {
      first: 'Rosa',
      last: 'Diaz',
    });
    await page.setViewportSize(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${app.origin}/qcd/harbor-food-bank`);
    await heading(page, 'Give to Harbor Food Bank from your IRA');
    // The QCD pages share the QCD page's title, and the site header stays out of the way.
    expect(await page.title()).toBe('Qualified Charitable Distributions (QCDs) | Bequest');
    expect(await page.getByRole('banner').count()).toBe(0);
    const cookies = await page.context().cookies(app.origin);
    expect(cookies.find((cookie) => cookie.name === 'partner_path_qcd')?.value).toBe(
      encodeURIComponent('/qcd/harbor-food-bank'),
    );
    await checked(page, '01-partner');
    await page.getByRole('link', { name: 'Give from my IRA' }).click();

    await heading(page, 'Which charity receives your gift?');
    await page.getByLabel('The charity').fill('san francisco food');
    await page.getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }).check();
    await checked(page, '02-give');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'About you and your IRA');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Rosa Diaz');
    await page.getByRole('button', { name: 'Start my QCD' }).click();
    await page.getByText('Please choose your IRA custodian').waitFor();
    await checked(page, '03-personal-refused');
    // 69 on the day: the start keeps it, the submission will not.
    await page.getByLabel('Date of birth').fill(`${year - 69}-12-31`);
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').selectOption('IL');
    await page.getByLabel('ZIP code').fill('62701');
    await page.getByLabel('IRA custodian').selectOption('Charles Schwab');
    await page.getByLabel('IRA account number').fill('8800 1234 5678');
    await page.getByLabel('Amount in dollars').fill('$4,000');
    await page.getByLabel('Planned distribution date').fill(distributionDate);
    await page.getByRole('button', { name: 'Start my QCD' }).click();

    await heading(page, 'Your required minimum distribution');
    const id = /\/qcd\/a\/qcd\/([^/]+)\/rmd$/.exec(new URL(page.url()).pathname)![1]!;
    await page.getByRole('link', { name: 'Continue' }).click();
    await heading(page, 'Which charity receives your gift?');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await heading(page, 'Remember SAN FRANCISCO FOOD BANK in your will?');
    await page.getByRole('link', { name: 'Continue to your letter' }).click();

    await heading(page, 'Review your letter');
    await page.getByRole('button', { name: 'Submit and get my letter' }).click();
    // The API's 422 QCD.NOT_QUALIFIED names the distribution date, before the owner is 70½:
    // said at the top and beside the answer.
    const refusal = page.getByRole('alert').filter({ hasText: 'would not be a qualified' });
    await refusal.getByText(/Distribution date: .*70½/).waitFor();
    await page.locator('#qcd-distributionDate').getByText(/70½/).waitFor();
    await checked(page, '04-final-refused');
    await page.getByRole('link', { name: 'Change distribution date' }).click();

    await heading(page, 'About you and your IRA');
    // The answer at fault carries the refusal into the form, on its field.
    await page.getByText(/must be made on or after the day you reach 70½/).waitFor();
    expect(await page.getByLabel('Planned distribution date').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.getByLabel('Date of birth').fill(`${year - 74}-03-10`);
    // The account number on file stays when the field is left blank.
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading(page, 'Your required minimum distribution');
    await page
      .getByLabel(`Your IRA’s balance on December 31, ${year - 1}, in dollars`)
      .fill('$255,000');
    await page.getByRole('button', { name: 'Estimate my RMD' }).click();
    await page
      .getByText(`Your required minimum distribution for ${year} is about $10,000`)
      .waitFor();
    await page.getByText('This gift of $4,000 meets $4,000 of it.').waitFor();
    await checked(page, '05-rmd');
    await page.getByRole('link', { name: 'Continue' }).click();

    await heading(page, 'Which charity receives your gift?');
    expect(await page.getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }).isChecked()).toBe(
      true,
    );
    await checked(page, '06-charity');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await heading(page, 'Remember SAN FRANCISCO FOOD BANK in your will?');
    await checked(page, '07-legacy');
    const [will] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Add SAN FRANCISCO FOOD BANK to my will/ }).click(),
    ]);
    // No will yet: the wizard starts it, in its own tab.
    await heading(will, 'Let’s make your will');
    await will.close();
    await page.getByRole('link', { name: 'Continue to your letter' }).click();

    await heading(page, 'Review your letter');
    await page.getByText('Account ••••5678 at Charles Schwab').waitFor();
    await checked(page, '08-final');
    await page.getByRole('button', { name: 'Submit and get my letter' }).click();

    await heading(page, 'Your letter is ready');
    expect(new URL(page.url()).pathname).toBe(`/qcd/a/qcd/${id}/final`);
    await checked(page, '09-submitted');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download your letter to your custodian (PDF)' }).click(),
    ]);
    const letter = pdfText(await readFile((await download.path())!));
    expect(letter).toContain('Charles Schwab');
    expect(letter).toContain('SAN FRANCISCO FOOD BANK');
    expect(letter).toContain('94-1156365');
    expect(letter).toContain('••••5678');
    expect(letter).toContain('4,000');
    expect(letter).not.toContain('1234');

    // The account page's giving table links the letter; the menu now offers "QCD gifts".
    await page.goto(`${app.origin}/account`);
    await page.getByRole('heading', { name: 'Your Charitable Giving' }).waitFor();
    await page
      .getByRole('link', {
        name: /Download the letter to your custodian \(PDF\) for your QCD of \$4,000/,
      })
      .waitFor();
    await checked(page, '10-account');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'QCD gifts' }).click();
    await heading(page, 'QCD gifts');
    const row = page.getByRole('row', { name: /SAN FRANCISCO FOOD BANK/ });
    await row.getByText('Letter ready to send').waitFor();
    await row.getByRole('link', { name: /Letter to your custodian \(PDF\)/ }).waitFor();
    await checked(page, '11-account-list');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

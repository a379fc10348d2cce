import { loadSampleOrganizations, pdfText } from '@bequest/api/testing';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { browserApp, pageChecks } from './browser';
import { signedInPage } from './wizard-journey';

/** A phone's screen: every page of the flow is walked at it. */
const PHONE = { width: 390, height: 844 };

/**
 * A grant recommendation to a donor-advised fund's sponsor (giving 2.7, issue 23, ADR 0019): a
 * signed-in donor chooses the food bank of the IRS master file, answers the grant (refused until
 * the sponsor's rules are confirmed; no schedule while recurring grants are off), confirms it at
 * /daf/:partner/:dafId/confirm and downloads the recommendation from its summary, read back as
 * text; then finds it on the account.
 */
describe('browser: a donor recommends a grant from a donor-advised fund', () => {
  const app = browserApp();

  beforeAll(() => loadSampleOrganizations(app.testApp.orm.em));

  const checked = pageChecks('daf');
  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor();

  it('a one-time grant from the charity search to the summary and its PDF', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'lena.daf@example.com', {
      first: 'Lena',
      last: 'Park',
    });
    await page.setViewportSize(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${app.origin}/daf`);
    await heading(page, 'Recommend a grant from your donor-advised fund');
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please choose the charity before you continue.').waitFor();
    await page.getByLabel('Which charity would you like to support?').fill('94-1156365');
    await page.getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }).check();
    await checked(page, '01-charity');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Your grant recommendation');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Lena Park');
    // Recurring grants are off (FW_RECURRING_DAF_GRANTS): no schedule is asked.
    expect(await page.getByRole('group', { name: 'How often?' }).count()).toBe(0);
    await page.getByLabel('Sponsor of your donor-advised fund').selectOption('Fidelity Charitable');
    await page.getByLabel('Name of your fund').fill('Park Family Fund');
    await page.getByLabel('Fund number (optional)').fill('FC-0042-7788');
    await page.getByLabel('Street address').fill('2 Elm St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('73301');
    await page.getByLabel('Amount in dollars').fill('$1,500');
    await page.getByLabel('A purpose I describe').check();
    await page.getByLabel('The grant’s purpose').fill('Weekend meals for schoolchildren');
    await page.getByLabel('Share my name only').check();
    await page.getByRole('button', { name: 'Save and review' }).click();
    await page
      .getByText('Please confirm that this grant follows your sponsor’s grant rules')
      .waitFor();
    await checked(page, '02-grant-refused');
    await page.getByLabel(/I recommend this grant for charitable purposes only/).check();
    await page.getByRole('button', { name: 'Save and review' }).click();

    await heading(page, 'Confirm your grant recommendation');
    const id = /^\/daf\/a\/([^/]+)\/confirm$/.exec(new URL(page.url()).pathname)![1]!;
    await page.getByText('Park Family Fund (••••7788) at Fidelity Charitable').waitFor();
    await checked(page, '03-confirm');
    await page.getByRole('button', { name: 'Confirm my grant' }).click();

    await heading(page, 'Your grant recommendation is ready');
    expect(new URL(page.url()).pathname).toBe(`/daf/a/${id}/summary`);
    await checked(page, '04-summary');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download your grant recommendation (PDF)' }).click(),
    ]);
    const recommendation = pdfText(await readFile((await download.path())!));
    expect(recommendation).toContain('SAN FRANCISCO FOOD BANK');
    expect(recommendation).toContain('Park Family Fund');
    expect(recommendation).toContain('Fidelity Charitable');
    expect(recommendation).toContain('Weekend meals for schoolchildren');
    expect(recommendation).not.toContain('0042');

    await page.getByRole('link', { name: 'See all your DAF grants' }).click();
    await heading(page, 'DAF grants');
    const row = page.getByRole('row', { name: /SAN FRANCISCO FOOD BANK/ });
    await row.getByText('Ready to send to your sponsor').waitFor();
    await row.getByRole('link', { name: /Grant recommendation \(PDF\)/ }).waitFor();
    await checked(page, '05-account-list');

    await page.goto(`${app.origin}/account`);
    await page
      .getByRole('link', {
        name: /Download the grant recommendation \(PDF\) for your grant of \$1,500/,
      })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

import { pageChecks } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

/**
 * Issue 24: an administrator publishes a media mention for the home page; an address that is not
 * https is refused under its field, and once fixed the home page's "As seen in" shows the outlet.
 */
describe('browser: the home page’s marketing in the staff console', () => {
  const { app, signInAsStaff } = staffBrowserApp();
  const checked = pageChecks('staff-marketing');

  it('publishes a press mention the home page then shows', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'admin');
    await page.goto(`${app.origin}/internal-only/marketing`);
    await page.getByRole('heading', { level: 1, name: 'Home page marketing' }).waitFor();
    await page.getByRole('button', { name: 'Add a press mention' }).click();
    await page.getByLabel('Outlet').fill('The Daily Ledger');
    await page.getByLabel('Logo address').fill('http://cdn.example.org/daily-ledger.svg');
    await page.getByLabel('Article address').fill('https://dailyledger.example/2026/wills-online');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Not published: see the fields marked.').waitFor();
    await page.getByText('Use an https address or a path on this site').waitFor();
    await checked(page, '01-refused');

    await page.getByLabel('Logo address').fill('/favicon.svg');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published: the home page shows it on its next load.').waitFor();
    await checked(page, '02-published');

    const home = await (await app.browser.newContext({ viewport: PHONE })).newPage();
    await home.goto(`${app.origin}/`);
    const press = home.getByRole('region', { name: 'As seen in' });
    // Its logo loads lazily, below the fold: the link is there before it is seen.
    await press.getByRole('link', { name: 'The Daily Ledger' }).waitFor({ state: 'attached' });
    expect(await press.getByRole('link', { name: 'The Daily Ledger' }).getAttribute('href')).toBe(
      'https://dailyledger.example/2026/wills-online',
    );
    await context.close();
  });
});

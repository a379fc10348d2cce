import { seedStockGiftRecipient } from '@bequest/api/testing';
import { resolveFlags } from '@bequest/sdk/app';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { pageChecks, seriousViolations } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';
import { signedInPage } from './wizard-journey';

const STORY = 'Every gift keeps our neighbors fed, this year and for decades to come.';

/** A nonprofit's own site on another loopback origin: one page with the pasted snippet. */
const nonprofitSite = async (snippet: () => string) => {
  const server: Server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><head><title>Harbor Food Bank</title></head><body><main><h1>Support Harbor Food Bank</h1>${snippet()}</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Issue 26 (giving 2.9): a partner manager sets Harbor Food Bank's smart giving page and the one
 * site that may show its widget in the staff console; a donor on a phone opens each way to give
 * from the page and lands in its flow with the nonprofit chosen; on the nonprofit's own site the
 * pasted snippet shows the widget, where a visitor starts a gift of stock that finishes in a new
 * window (ADR 0029); a site not on the list gets no widget: the browser refuses the frame.
 */
describe('browser: a nonprofit’s smart giving page and its widget', () => {
  const { app, signInAsStaff } = staffBrowserApp(() => ({
    featureFlags: resolveFlags({ FW_SGS_WIDGET: true, FW_NEW_ONE_CLICK_PAGES: true }),
  }));
  let snippet = '';
  let listed: Awaited<ReturnType<typeof nonprofitSite>>;
  let unlisted: Awaited<ReturnType<typeof nonprofitSite>>;
  beforeAll(async () => {
    await seedStockGiftRecipient(app.testApp);
    listed = await nonprofitSite(() => snippet);
    unlisted = await nonprofitSite(() => snippet);
  });
  afterAll(async () => {
    await listed?.close();
    await unlisted?.close();
  });

  const checked = pageChecks('smart-giving');
  const heading = (page: Page, name: string | RegExp) =>
    page.getByRole('heading', { level: 1, name }).waitFor();
  /** Waits for a flow's charity search to start with the nonprofit's name, read once it loads. */
  const searchStartsWithHarbor = async (page: Page, label: string) =>
    page.waitForFunction(
      (input) => (input as HTMLInputElement).value === 'Harbor Food Bank',
      await page.getByLabel(label).elementHandle(),
    );

  it('a partner manager sets the page, its widget sites, and copies the snippet', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'partner_manager');

    await page.goto(`${app.origin}/internal-only/smart-giving`);
    await page.getByText('Harbor Food Bank').click();
    await heading(page, 'Harbor Food Bank');
    await page.getByLabel('Its story').fill(STORY);
    await page.getByLabel('Its color (#rrggbb)').fill('#1D4ED8');
    const sites = page.getByLabel('Sites that may show its widget');
    await sites.fill('http://www.example.org');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Not saved: see the fields marked.').waitFor();
    await page.getByText(/http:\/\/www\.example\.org is not an https origin/).waitFor();
    await checked(page, '01-console-refused');
    await sites.fill(listed.origin);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved the page of Harbor Food Bank.').waitFor();
    snippet = await page.getByLabel('Widget snippet to paste on its site (version 1)').inputValue();
    expect(snippet).toBe(
      `<script src="${app.origin}/widget/v1/embed.js" data-nonprofit="harbor-food-bank" async></script>`,
    );
    await checked(page, '02-console-saved');
    await context.close();
  });

  it('opens each way to give from the page on a phone, the nonprofit chosen in each flow', async () => {
    const page = await signedInPage(app.testApp, app.browser, app.origin, 'ana@example.com', {
      first: 'Ana',
      last: 'Lima',
    });
    await page.setViewportSize(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const openWay = async (name: string) => {
      await page.goto(`${app.origin}/smartgiving/harbor-food-bank`);
      await heading(page, 'Give to Harbor Food Bank');
      await page.getByRole('link', { name }).click();
    };
    await page.goto(`${app.origin}/smartgiving/harbor-food-bank`);
    await heading(page, 'Give to Harbor Food Bank');
    await page.getByText(STORY).waitFor();
    // The nonprofit's color on its buttons (FW_DONOR_UX_CUSTOM_THEME), its text as legible.
    const button = page.getByRole('link', { name: 'A gift of stock' });
    expect(await button.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
      'rgb(29, 78, 216)',
    );
    await checked(page, '03-page');
    const cookies = await page.context().cookies(app.origin);
    expect(cookies.find((cookie) => cookie.name === 'partner_org_id')?.value).toBe(
      'org-harbor-food-bank',
    );

    await openWay('A gift of stock');
    await heading(page, 'Give stock to a nonprofit');
    expect(new URL(page.url()).pathname).toBe('/stocks/harbor-food-bank/give');
    await searchStartsWithHarbor(page, 'Which nonprofit would you like to give to?');

    await openWay('A gift from your IRA (qualified charitable distribution)');
    await heading(page, 'Which charity receives your gift?');
    await searchStartsWithHarbor(page, 'The charity');

    await openWay('A grant from your donor-advised fund');
    await heading(page, 'Recommend a grant from your donor-advised fund');
    await searchStartsWithHarbor(page, 'Which charity would you like to support?');

    await openWay('Name it as a beneficiary of an account or policy');
    await heading(page, 'Beneficiary Plan');
    await page.getByText('In partnership with Harbor Food Bank').first().waitFor();
    await checked(page, '04-beneficiary-plan', errors);

    await openWay('A gift in your will or trust');
    await page.waitForURL(/\/will\//);
    // Kept for the tab until the will's residuary step offers it (the wizard starts at its first).
    await page.waitForFunction(
      () => sessionStorage.getItem('will_offered_charity') === 'Harbor Food Bank',
    );

    // One step to tell the nonprofit of a gift already in a plan (FW_NEW_ONE_CLICK_PAGES).
    await page.goto(`${app.origin}/smartgiving/harbor-food-bank`);
    await page.getByRole('link', { name: 'Let them know in one step' }).click();
    await heading(page, 'Tell Harbor Food Bank about your gift');
    await page.getByLabel('A beneficiary designation (retirement account, life insurance)').check();
    await page.getByLabel('Harbor Food Bank may thank me by name').check();
    await checked(page, '05-one-click', errors);
    await page.getByRole('button', { name: 'Tell Harbor Food Bank' }).click();
    await page.getByText('Thank you, Ana. Harbor Food Bank now knows about your gift.').waitFor();
    const [recorded] = await app.testApp.orm.em
      .fork()
      .execute(
        `select organization_id, donor_email, vehicle, intent, recognition from gift_confirmation where donor_email = 'ana@example.com'`,
      );
    expect(recorded).toEqual({
      organization_id: 'org-harbor-food-bank',
      donor_email: 'ana@example.com',
      vehicle: 'BENEFICIARY_DESIGNATION',
      intent: 'UNDISCLOSED',
      recognition: 'NAMED',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the widget on the listed site, where a visitor starts a gift of stock that finishes in a new window', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${listed.origin}/`);
    const frame = page.frameLocator('iframe[title="Ways to give"]');
    await frame.getByRole('heading', { level: 1, name: 'Give to Harbor Food Bank' }).waitFor();
    // Only the page: no header or footer of the site inside the frame.
    expect(await frame.getByRole('banner').count()).toBe(0);
    expect(await frame.getByRole('contentinfo').count()).toBe(0);
    // Sized to its content by the height the widget posts to this origin.
    const contentBottom = await frame.locator('article').evaluate(async (article) => {
      await document.fonts.ready;
      return article.getBoundingClientRect().bottom;
    });
    // The whole page shows, with little room to spare.
    await page.waitForFunction((bottom) => {
      const height = document.querySelector('iframe')!.clientHeight;
      return height >= bottom && height < bottom + 100;
    }, contentBottom);
    expect(await seriousViolations(page)).toEqual([]);

    const [donor] = await Promise.all([
      context.waitForEvent('page'),
      frame.getByRole('link', { name: 'A gift of stock (opens in a new window)' }).click(),
    ]);
    await heading(donor, 'Give stock to a nonprofit');
    expect(donor.url()).toBe(`${app.origin}/stocks/harbor-food-bank/give`);
    await searchStartsWithHarbor(donor, 'Which nonprofit would you like to give to?');
    const search = donor.getByLabel('Which nonprofit would you like to give to?');
    // Harbor Food Bank is not in the IRS list, which the letter needs: the donor picks the
    // organization that receives the shares there.
    await search.fill('san francisco food');
    await donor.getByRole('radio', { name: 'SAN FRANCISCO FOOD BANK' }).check();
    await donor.getByRole('button', { name: 'Continue' }).click();
    await heading(donor, 'About you');
    await donor.getByLabel('Full name').fill('Lee Chan');
    await donor.getByLabel('E-mail address').fill('lee.widget@example.com');
    await donor.getByLabel('Street address').fill('2 Pier Rd');
    await donor.getByLabel('City').fill('Oakland');
    await donor.getByLabel('State').selectOption('CA');
    await donor.getByLabel('ZIP code').fill('94607');
    await donor.getByRole('button', { name: 'Start my gift' }).click();
    await heading(donor, 'Which shares are you giving?');
    await donor.getByLabel('Ticker symbol').fill('VTI');
    await donor.getByLabel('Number of shares', { exact: true }).fill('3');
    await donor.getByLabel('I will ask my brokerage to transfer the shares').check();
    await donor.getByRole('button', { name: 'Save and continue' }).click();
    await heading(donor, 'Where are the shares now?');
    await donor.getByLabel('Brokerage that holds the shares').selectOption('Vanguard');
    await donor.getByLabel('Account number').fill('1111 2222 3333');
    await donor.getByRole('button', { name: 'Save and continue' }).click();
    await heading(donor, 'Review your gift');
    await donor.getByRole('link', { name: 'Continue to sign' }).click();
    await heading(donor, 'Sign your letter of authorization');
    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('lee.widget@example.com', (m) =>
      /Your gift of stock/.test(m.subject),
    );
    const emailed = new URL(/https?:\/\/\S+\/sg\/a\/\S+/.exec(mail.text)![0]);
    const inbox = await context.newPage();
    await inbox.goto(`${app.origin}${emailed.pathname}${emailed.search}`);
    await heading(inbox, 'Which shares are you giving?');
    await inbox.close();
    await donor.bringToFront();
    await donor.evaluate(() => window.dispatchEvent(new Event('focus')));
    await donor.getByLabel('Type your full name to sign').fill('Lee Chan');
    await donor.getByLabel(/I agree to sign this letter electronically/).check();
    await donor.getByRole('button', { name: 'Sign and submit my gift' }).click();
    await heading(donor, 'Your letter is signed');
    await checked(donor, '06-widget-gift-signed');
    // The gift is attributed to the nonprofit whose widget the donor came from.
    expect(
      (await context.cookies(app.origin)).find((cookie) => cookie.name === 'partner_org_id')?.value,
    ).toBe('org-harbor-food-bank');
    await context.close();
  });

  it('gets no widget on a site not on the list: the browser refuses the frame', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    // Chromium shows its error page in a frame the policy refuses.
    const refused = page.waitForEvent('framenavigated', (frame) =>
      frame.url().startsWith('chrome-error:'),
    );
    await page.goto(`${unlisted.origin}/`);
    await refused;
    expect(console.join('\n')).toContain('frame-ancestors');
    const frame = page.frameLocator('iframe[title="Ways to give"]');
    expect(await frame.getByRole('heading', { name: 'Give to Harbor Food Bank' }).count()).toBe(0);
    await context.close();
  });
});

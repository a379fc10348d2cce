import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { TestApp } from '@bequest/api/testing';
import { browserApp, pageChecks } from './browser';

/** The tracking data of the traffic recorded for an ad campaign, or null if none was kept. */
/** The campaign's saved visit, once the page has saved it (it waits 3 s after loading). */
const trackingOf = async (testApp: TestApp, page: Page, campaign: string) => {
  const until = Date.now() + 20_000;
  for (;;) {
    const [row] = await testApp.orm.em
      .fork()
      .execute<{ tracking: Record<string, string> }[]>(
        "select tracking from traffic_record where tracking->>'adCampaign' = ?",
        [campaign],
      );
    if (row || Date.now() > until) return row?.tracking ?? null;
    await page.waitForTimeout(250);
  }
};

/**
 * The consumer web app's journey 4: an unknown path, a protected page while signed out, and a
 * renamed organization's old slug, each where platform-core.md 2.3 and 2.14 send it.
 */
describe('browser: unknown paths, protected pages and legacy slugs', () => {
  // A partner's site that frames the app: the one origin the app lets frame it (FRAME_ANCESTORS).
  let partnerSite: Server;
  let partnerOrigin = '';
  beforeAll(async () => {
    partnerSite = createServer((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<title>Partner</title><iframe title="Bequest" src="${app.origin}/faq" width="900" height="600"></iframe>`,
        ),
    );
    await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
    partnerOrigin = `http://127.0.0.1:${(partnerSite.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => partnerSite.close(resolve)));

  const app = browserApp(() => ({ frameAncestors: [partnerOrigin] }));

  const checked = pageChecks('routing');

  it('answers each where the specification says', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    // The built app must not throw anywhere.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${app.origin}/no-such/page`);
    await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
    expect(await page.title()).toBe('Page not found | Bequest');
    await checked(page, '01-not-found');
    await page.goto(`${app.origin}/no-such-organization`);
    await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();

    await page.goto(`${app.origin}/account`);
    await page.waitForURL(`${app.origin}/login?redirect=%2Faccount`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await checked(page, '02-protected');

    const response = await page.goto(`${app.origin}/harborfoodbank?utm_source=flyer`);
    expect(response?.request().redirectedFrom()?.url()).toBe(
      `${app.origin}/harborfoodbank?utm_source=flyer`,
    );
    expect(page.url()).toBe(`${app.origin}/harbor-food-bank?utm_source=flyer`);
    await page
      .getByRole('heading', { level: 1, name: 'Make your free will with Harbor Food Bank' })
      .waitFor();
    await page.getByRole('heading', { name: 'Why use Bequest?' }).waitFor();
    expect((await context.cookies()).some((cookie) => cookie.name === 'partner_org_id')).toBe(true);
    expect(await page.locator('header.site-header').count()).toBe(0);
    await checked(page, '03-legacy-slug');

    // An old slug is data: a row added now redirects at once (ADR 0012).
    await app.testApp.orm.em
      .fork()
      .execute(
        "insert into organization_slug_alias (old_slug, slug) values ('harbor-pantry', 'harbor-food-bank')",
      );
    await page.goto(`${app.origin}/record/harbor-pantry`);
    expect(page.url()).toBe(`${app.origin}/record/harbor-food-bank`);

    // An ad campaign's page: the home page's sections, no header, the visit kept (ADR 0011).
    await page.goto(`${app.origin}/ad/spring-sale?utm_source=search&token=secret`);
    await page.locator('#hero-title').waitFor();
    expect(await page.title()).toBe('Make your free will online | Bequest');
    expect(await page.locator('header.site-header').count()).toBe(0);
    await checked(page, '04-ad-campaign');
    expect(await trackingOf(app.testApp, page, 'spring-sale')).toEqual({
      utm_source: 'search',
      path: '/ad/spring-sale',
      adCampaign: 'spring-sale',
    });

    // On a phone, the home page's lower sections are readable before a scroll reaches them
    // (issue 21): out of sight they wait to rise into place, but are never transparent.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${app.origin}/`);
    await phone.locator('.reveal--waiting').first().waitFor({ state: 'attached' });
    const opacities = await phone.$$eval('.reveal', (sections) =>
      sections.map((section) => getComputedStyle(section).opacity),
    );
    expect(opacities.length).toBeGreaterThan(1);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await phone.close();

    // Embedded in another site's frame, a page shows alone (platform-core.md 2.1).
    await page.goto(partnerOrigin);
    const framed = page.frameLocator('iframe');
    await framed.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await framed.locator('header.site-header').count()).toBe(0);
    expect(await framed.locator('.skip-link').count()).toBe(0);
    await page.goto(`${app.origin}/faq`);
    // The partner page set the cookie: its partner stands beside our brand (4.16).
    await page
      .locator('header.site-header')
      .getByText('In partnership with Harbor Food Bank')
      .waitFor();
    // The main brand's log-in page comes prerendered (ADR 0017): the app takes it over as it is,
    // then adds what the browser's cookies say, here the partner, and its form answers.
    const logIn = await page.goto(`${app.origin}/login?redirect=%2Faccount`);
    expect(await logIn?.text()).toMatch(/<h1[^>]*>Log in<\/h1>/);
    await page.waitForFunction(() => document.title === 'Log in | Bequest');
    await page
      .locator('header.site-header')
      .getByText('In partnership with Harbor Food Bank')
      .waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please enter your password').waitFor();

    // An outside system ends the session at /terminus; signed out already, it just says so.
    await page.goto(`${app.origin}/terminus`);
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
    await checked(page, '05-terminus');

    // In a tenant shell an unknown path goes to the account page, here by way of logging in.
    const willow = `http://willow.localhost:${app.port}`;
    await page.goto(`${willow}/no-such/page`);
    await page.waitForURL(`${willow}/login?redirect=%2Faccount`);
    // Its home welcomes a visitor, with the ways in, under its own brand (issue 21).
    await page.goto(`${willow}/`);
    await page.getByRole('heading', { name: 'Welcome to Willow' }).waitFor();
    expect(await page.title()).toBe('Welcome | Willow');
    await checked(page, '06-tenant-home');
    await page.getByRole('main').getByRole('link', { name: 'Start my will' }).click();
    await page.waitForURL(`${willow}/will**`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

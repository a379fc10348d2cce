import type { Page } from 'playwright-core';
import { browserApp, screenshot, seriousViolations } from './browser';

/**
 * The consumer web app's journey 4: an unknown path, a protected page while signed out, and a
 * renamed organisation's old slug, each where platform-core.md 2.3 and 2.14 send it.
 */
describe('browser: unknown paths, protected pages and legacy slugs', () => {
  const app = browserApp();

  const checked = async (page: Page, name: string) => {
    await screenshot(page, `routing-${name}`);
    expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  };

  it('answers each where the specification says', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    // The built app runs on Preact's React-compatible runtime: it must not throw anywhere.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${app.origin}/no-such/page`);
    await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
    expect(await page.title()).toBe('Page not found | Bequest');
    await checked(page, '01-not-found');
    await page.goto(`${app.origin}/no-such-organisation`);
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
    await checked(page, '03-legacy-slug');

    // In a tenant shell an unknown path goes to the account page, here by way of logging in.
    const willow = `http://willow.localhost:${app.port}`;
    await page.goto(`${willow}/no-such/page`);
    await page.waitForURL(`${willow}/login?redirect=%2Faccount`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

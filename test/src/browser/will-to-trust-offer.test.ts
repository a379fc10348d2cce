import { clientFor, saveActiveProfile, verifiedPerson } from '@bequest/api/testing';
import { WILL_TO_TRUST_OFFER } from '@bequest/sdk/app';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';

/**
 * willToRltForCalifornia on the main brand (ADR 0030): a Californian starting a will is offered
 * the living trust, and the link starts it; the page stays axe-clean at 390 px.
 */
describe('browser: a Californian starting a will is offered the living trust', () => {
  const app = browserApp();

  it('shows the offer on the will’s start and its link opens the trust', async () => {
    const api = `http://127.0.0.1:${app.port}`;
    const { token } = await verifiedPerson(
      app.testApp,
      clientFor(api, 'localhost'),
      'carla.ca@example.com',
      'Carla Ruiz',
    );
    await saveActiveProfile(
      clientFor(api, 'localhost', () => token),
      {
        administrativeArea: 'CA',
        postalCode: '94110',
      },
    );
    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    await page.goto(`${app.origin}/will`);
    await page.getByRole('heading', { level: 1, name: 'Let’s make your will' }).waitFor();
    const offer = page.getByRole('region', { name: WILL_TO_TRUST_OFFER.heading });
    await offer.getByText(/A living trust lets your family skip it/).waitFor();
    await checkWidths(page, 'will-to-trust-offer');
    expect(await seriousViolations(page)).toEqual([]);
    await offer.getByRole('link', { name: WILL_TO_TRUST_OFFER.linkText }).click();
    await page.getByRole('heading', { level: 1, name: 'Let’s make your living trust' }).waitFor();
  });
});

import {
  clientFor,
  finishIncapacityDocuments,
  saveActiveProfile,
  verifiedPerson,
} from '@bequest/api/testing';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';

/** A phone's screen. */
const PHONE = { width: 390, height: 844 };

/**
 * The life-event review (issue 29): a person whose directive and power of attorney are finished
 * in Illinois moves to Texas; the account page, on a phone, lists both documents to review with
 * the reason, what to update and how Texas treats them, axe clean; the person dismisses one with
 * the keyboard and the other stays.
 */
describe('browser: documents to review after a move', () => {
  const app = browserApp();

  it('lists each flagged document on the account page, and dismisses one', async () => {
    const url = new URL(app.origin);
    const api = `http://127.0.0.1:${url.port}`;
    const email = 'mover.browser@example.com';
    const { token } = await verifiedPerson(
      app.testApp,
      clientFor(api, url.hostname),
      email,
      'Rosa Diaz',
    );
    const client = clientFor(api, url.hostname, () => token);
    await saveActiveProfile(client, {
      birthDate: '03/09/1975',
      address1: '1 Main St',
      city: 'Springfield',
      administrativeArea: 'IL',
      postalCode: '62701',
      maritalStatus: 'SINGLE',
    });
    await finishIncapacityDocuments(client);
    await saveActiveProfile(client, {
      address1: '2 Congress Ave',
      city: 'Austin',
      administrativeArea: 'TX',
      postalCode: '73301',
    });

    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.origin}/account`);

    const notice = page.getByRole('region', { name: 'Review your documents' });
    await notice.waitFor();
    const items = notice.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).getByRole('heading', { level: 3 }).textContent()).toBe(
      'Living Will (Advance Healthcare Directive)',
    );
    expect(await items.nth(0).textContent()).toContain('You moved from Illinois to Texas.');
    expect(await items.nth(1).textContent()).toContain(
      'sign it under Texas’s rules (Tex. Est. Code',
    );
    await checkWidths(page, 'life-event-review-01-flagged');
    expect(await seriousViolations(page)).toEqual([]);

    const dismiss = notice.getByRole('button', { name: /^I've reviewed my Living Will/ });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await dismiss.waitFor({ state: 'detached' });
    expect(await notice.getByRole('listitem').count()).toBe(1);
    expect(await notice.getByRole('listitem').textContent()).toContain(
      'Durable Financial Power of Attorney',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { browserApp, checkWidths, seriousViolations } from './browser';

/**
 * Browser journey 1 (issue: consumer web app): on the main brand a visitor reads the home page,
 * signs up, verifies the e-mail from the SMTP server and lands on the account page.
 */
describe('browser: a visitor signs up on the main brand', () => {
  const app = browserApp();

  it('reads the home page, signs up, verifies the address and sees the account page', async () => {
    const page = await (await app.browser.newContext()).newPage();
    // A signed-out visit makes no failing request and warns of nothing (issue 21).
    const complaints: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) complaints.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        complaints.push(`${message.type()}: ${message.text()}`);
    });
    const home = await page.goto(app.origin);
    // It comes prerendered (ADR 0017); the app takes it over as it is, and its menus open.
    expect(await home?.text()).toMatch(/<h1 id="hero-title">[^<]+<\/h1>/);
    await page.waitForFunction(() => document.title === 'Bequest | Make your free will today');
    await page.getByRole('button', { name: 'For individuals' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Our products' })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Why is it free?' }).waitFor();
    await checkWidths(page, 'journey-1-home');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${app.origin}/signup`);
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    expect(complaints).toEqual([]);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page
      .getByText('You must accept the Terms of Service & Privacy Notice to continue.')
      .waitFor();
    await page.getByLabel('Full legal name').fill('Rosa Diaz');
    await page.getByLabel('E-mail address').fill('rosa.browser@example.com');
    await page.getByLabel('Password').fill('Garden2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await checkWidths(page, 'journey-1-check-email');

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('rosa.browser@example.com', (m) =>
      /Verify/.test(m.subject),
    );
    const link = /https?:\/\/\S+verify_email\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    await page.goto(`${app.origin}${url.pathname}${url.search}`);
    await page.waitForURL(`${app.origin}/account`);
    await page.getByRole('heading', { name: 'Welcome, Rosa' }).waitFor();
    const banner = page.getByRole('region', { name: 'What to do next' });
    expect(await banner.getByRole('link').innerText()).toBe('Start my will');
    const rows = await page.getByRole('row').allInnerTexts();
    // No state yet, so no trust is offered (documents.md 5.3).
    expect(rows.slice(1).map((row) => row.split('\t')[0])).toEqual([
      'Last Will & Testament',
      'Living Will (Advance Healthcare Directive)',
      'Durable Financial Power of Attorney',
      'Beneficiary Plan',
    ]);
    expect(rows[1]).toContain('Not started');
    await page.getByRole('link', { name: 'Start Last Will & Testament' }).waitFor();
    await checkWidths(page, 'journey-1-account');
    expect(await seriousViolations(page)).toEqual([]);

    // A verified person may plan for someone else too: a second profile, then back.
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Add new profile' }).click();
    const add = page.getByRole('dialog', { name: 'Add new profile' });
    await add.waitFor();
    await checkWidths(page, 'journey-1-add-profile');
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByLabel('Full legal name').fill('Rosa Diaz');
    await add.getByLabel(/I accept the Terms of Service/).check();
    await add.getByRole('button', { name: 'Save & Exit' }).click();
    await add.getByText('A profile with this name already exists').waitFor();
    await add.getByLabel('Full legal name').fill('Tomas Diaz');
    await add.getByRole('button', { name: 'Save & Exit' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tomas' }).waitFor();
    await page.goto(`${app.origin}/profile-selector`);
    await page.getByRole('button', { name: 'Rosa Diaz (account owner)' }).click();
    await page.getByRole('heading', { name: 'Welcome, Rosa' }).waitFor();
    await checkWidths(page, 'journey-1-account-again');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

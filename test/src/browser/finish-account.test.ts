import { clientFor } from '@bequest/api/testing';
import { browserApp, checkWidths, seriousViolations, signInBrowser } from './browser';

/**
 * Issue 21, no dead ends: someone who started a will without an account and goes to "my account"
 * finishes the account from an e-mailed link instead of meeting a log-in form.
 */
describe('browser: a will-maker without an account reaches their account', () => {
  const app = browserApp();

  it('asks for the link, chooses a password from it and lands on the account', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const started = await client.getStarted({
      body: {
        email: 'nora.start@example.com',
        owner: { fullName: { first: 'Nora', middle: '', last: 'Reyes' }, maritalStatus: 'SINGLE' },
        termsAccepted: true,
        product: 'WILL',
      },
    });
    const context = await app.browser.newContext();
    await signInBrowser(context, started._unsafeUnwrap().token, app.origin);
    const page = await context.newPage();

    await page.goto(`${app.origin}/account`);
    await page.getByRole('heading', { name: 'Finish your account' }).waitFor();
    await page.getByRole('button', { name: 'E-mail me the link' }).click();
    await page.getByText('We sent the link to nora.start@example.com').waitFor();
    await checkWidths(page, 'finish-account');
    expect(await seriousViolations(page)).toEqual([]);

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('nora.start@example.com', (m) =>
      /Finish setting up/.test(m.subject),
    );
    const link = new URL(/https?:\/\/\S+password_reset\?\S+/.exec(mail.text)![0]);
    await page.goto(`${app.origin}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Garden2026');
    await page.getByLabel('Confirm the new password').fill('Garden2026');
    await page.getByRole('button', { name: 'Save my new password' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nora' }).waitFor();
  });

  it('signs up with another address and keeps the will started without an account', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const started = (
      await client.getStarted({
        body: {
          email: 'lio.typo@example.com',
          owner: { fullName: { first: 'Lio', middle: '', last: 'Park' }, maritalStatus: 'SINGLE' },
          termsAccepted: true,
          product: 'WILL',
        },
      })
    )._unsafeUnwrap();
    const token = started.token;
    const signedIn = clientFor(`http://127.0.0.1:${app.port}`, 'localhost', () => token);
    (await signedIn.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();

    await page.goto(`${app.origin}/signup`);
    await page
      .getByRole('group', { name: /You started documents in this browser as lio.typo@example.com/ })
      .waitFor();
    await checkWidths(page, 'sign-up-keeping-documents');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Full legal name').fill('Lio Park');
    await page.getByLabel('E-mail address').fill('lio.park@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Garden2026');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('lio.park@example.com', (m) =>
      /Verify your e-mail/.test(m.subject),
    );
    const link = new URL(/https?:\/\/\S+verify_email\?\S+/.exec(mail.text)![0]);
    await page.goto(`${app.origin}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Welcome, Lio' }).waitFor();
    await page.getByRole('link', { name: 'Finish Last Will & Testament' }).waitFor();
  });
});

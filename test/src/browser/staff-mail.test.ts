import { clientFor } from '@bequest/api/testing';
import { pageChecks } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

const REASON = 'Ticket 5188: the person says the verification e-mail never came';

/**
 * Issue 24: an administrator finds a message in the mail outbox, sends it again with a reason,
 * is told why a message whose one-time link is gone cannot be sent again, and previews a template
 * in a tenant's branding.
 */
describe('browser: the mail outbox and templates in the staff console', () => {
  const { app, signInAsStaff } = staffBrowserApp();
  const checked = pageChecks('staff-mail');

  it('lets an administrator resend a queued message with a reason and preview a template', async () => {
    const email = 'never-came@example.com';
    const person = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    (
      await person.signUp({
        body: { email, password: 'Secret123', fullName: 'Rosa Li', termsAccepted: true },
      })
    )._unsafeUnwrap();

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'admin');
    await page.goto(`${app.origin}/internal-only/mail-outbox`);
    await page.getByRole('heading', { name: 'Mail outbox', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Recipient' }).fill('never-came');
    const resend = page.getByRole('button', { name: `Resend verify_email to ${email}` });
    await resend.waitFor();
    await page.getByText('queued, 0 attempts').waitFor();
    await checked(page, '01-outbox');

    await resend.click();
    await page.getByRole('textbox', { name: 'Reason' }).fill('resend');
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await page.getByText(/Give the reason you open this person’s data, at least 10/).waitFor();
    await page.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await page.getByText(`The queued verify_email to ${email} is being tried again now.`).waitFor();
    await app.testApp.deliverMail();
    expect((await app.testApp.smtp.waitFor(email)).subject).toMatch(/Verify/);

    // Once sent, its one-time link is gone: sending it again is refused, and says why.
    await page.reload();
    await page.getByRole('textbox', { name: 'Recipient' }).fill('never-came');
    await page.getByText('sent, 1 attempt').waitFor();
    await page.getByRole('button', { name: `Resend verify_email to ${email}` }).click();
    await page.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await page.getByText(/held a one-time link or code, which is not kept/).waitFor();
    await checked(page, '02-resend-refused');

    await page.goto(`${app.origin}/internal-only/mail-templates`);
    await page.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'password_reset' }).click();
    await page.getByRole('combobox', { name: 'Tenant' }).click();
    await page.getByRole('option', { name: 'willow' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Reset your Willow password' }).waitFor();
    await page.getByText('Choose a new password: https://example.invalid/sample-link').waitFor();
    await checked(page, '03-template-preview');
    await context.close();
  });
});

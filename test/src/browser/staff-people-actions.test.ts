import { clientFor, verifiedPerson } from '@bequest/api/testing';
import { pageChecks, signInBrowser } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

const OPEN_REASON = 'Ticket 6230: Sam cannot sign in and asked for help';
const RESET_REASON = 'Ticket 6230: Sam asked for a new password link';
const EDIT_REASON = 'Partner request 91: Willow’s new display name';

/**
 * Issue 24: a support agent opens a person's record (a reason first), sends them a reset link
 * with another reason; the person gets the e-mail and reads both on their account settings, and
 * an administrator reads the entry in the audit log. An administrator edits a tenant's
 * configuration: the field at fault is named, then fixed, and the product shows the edit.
 */
describe('browser: support’s actions on a person, and tenant settings, in the staff console', () => {
  const { app, signInAsStaff } = staffBrowserApp();
  const checked = pageChecks('staff-actions');

  it('lets support send a reset link with a reason; the person reads the e-mail and sees why', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const grant = await verifiedPerson(app.testApp, client, 'sam.reset@example.com', 'Sam Ortiz');

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'support');
    await page.waitForURL(`${app.origin}/internal-only/people`);
    await page.getByRole('textbox', { name: /search people/i }).fill('sam.reset');
    await page.getByRole('link', { name: /sam\.reset@example\.com/ }).click();
    await page.getByRole('textbox', { name: 'Reason for opening this record' }).fill(OPEN_REASON);
    await page.getByRole('button', { name: 'Open record' }).click();
    await page.getByRole('heading', { name: 'Sam Ortiz', level: 1 }).waitFor();

    // No reason yet: the server names what is missing and sends nothing.
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    await page
      .getByRole('status')
      .getByText(/Give the reason/)
      .waitFor();
    await page.getByRole('textbox', { name: 'Reason for this action' }).fill(RESET_REASON);
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    await page
      .getByRole('status')
      .getByText('A password reset link was sent to sam.reset@example.com.')
      .waitFor();
    await checked(page, '01-reset-sent');
    await context.close();

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('sam.reset@example.com', (message) =>
      /Reset your/.test(message.subject),
    );
    expect(mail.text).toContain(`${app.origin}/password_reset?code=`);

    const personContext = await app.browser.newContext({ viewport: PHONE });
    await signInBrowser(personContext, grant.token, app.origin);
    const settings = await personContext.newPage();
    await settings.goto(`${app.origin}/account/settings`);
    const access = settings.getByRole('region', { name: 'Staff access' });
    await access
      .getByText(`Sent you a link to reset your password (Support). Reason: ${RESET_REASON}`)
      .waitFor();
    await access
      .getByText(`Opened your account record (Support). Reason: ${OPEN_REASON}`)
      .waitFor();
    await checked(settings, '02-person-sees-it');
    await personContext.close();

    const adminContext = await app.browser.newContext({ viewport: PHONE });
    const log = await signInAsStaff(adminContext, 'admin');
    await log.goto(`${app.origin}/internal-only/audit-log`);
    await log.getByText('person.password_reset · Casey Support (support)').first().waitFor();
    await log.getByText(RESET_REASON).first().waitFor();
    await adminContext.close();
  });

  it('lets an administrator edit a tenant: the field at fault is named, then the product shows the edit', async () => {
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'admin');
    await page.goto(`${app.origin}/internal-only/tenants/willow/show`);
    await page.getByRole('heading', { name: 'Willow (willow)', level: 1 }).waitFor();
    await page.getByRole('figure', { name: 'Branding preview' }).waitFor();
    await checked(page, '03-tenant');

    const name = page.getByRole('textbox', { name: 'Tenant display name' });
    await name.fill('');
    await page.getByRole('textbox', { name: 'Reason for this change' }).fill(EDIT_REASON);
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page
      .getByRole('status')
      .getByText(/^configuration\.branding\.tenantDisplayName: /)
      .waitFor();
    await checked(page, '04-tenant-invalid');

    await name.fill('Willow & Co');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page
      .getByRole('status')
      .getByText('Saved. The product uses it from the next request.')
      .waitFor();
    await page.getByText('Edited away from the defaults: branding.tenantDisplayName').waitFor();

    // The flags in effect are read-only, each with where its value comes from.
    await page.goto(`${app.origin}/internal-only/flags`);
    await page.getByText('FW_CANADA').waitFor();
    await page.getByText('Off · from default').first().waitFor();
    await checked(page, '05-flags');
    await page.goto(`${app.origin}/internal-only/experiments`);
    await page.getByText('FW_TRUST_ALL_STATES').waitFor();
    await checked(page, '06-experiments');
    await context.close();

    const product = clientFor(`http://127.0.0.1:${app.port}`, 'willow.localhost');
    expect(
      (await product.getTenant())._unsafeUnwrap().configuration.branding.tenantDisplayName,
    ).toBe('Willow & Co');
  });
});

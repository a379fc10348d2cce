import { clientFor, getStarted, saveActiveProfile, verifiedPerson } from '@bequest/api/testing';
import type { BrowserContext } from 'playwright-core';
import { pageChecks, signInBrowser } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

const REASON = 'Ticket 5120: Rosa asked whether her will was saved';

/**
 * Issue 24: staff sign in to the console at the company's own OpenID provider. A support agent
 * finds a person and opens their record only with a reason, which the person then reads on their
 * account settings; a fulfilment agent downloads a stored copy and checks its hash, and marks a
 * print-and-mail request printed, then mailed, which e-mails the person; a support agent refers
 * an attorney-consult request to an attorney, which e-mails the person too; a fulfilment agent
 * sends a strategist call's documents, which e-mails the person.
 */
describe('browser: the staff console at /internal-only', () => {
  const { app, signInAsStaff: signIn } = staffBrowserApp();
  const checked = pageChecks('staff');

  /** Support's sign-in page is checked too: the first page staff see. */
  const signInAsStaff = (context: BrowserContext, role: Parameters<typeof signIn>[1]) =>
    signIn(context, role, role === 'support' ? (page) => checked(page, '01-sign-in') : undefined);

  it('lets support open a person’s record with a reason, which the person then sees', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const grant = await verifiedPerson(app.testApp, client, 'rosa.staff@example.com', 'Rosa Diaz');

    const staffContext = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(staffContext, 'support');
    await page.waitForURL(`${app.origin}/internal-only/people`);
    await page.getByRole('textbox', { name: /search people/i }).fill('rosa.staff');
    const person = page.getByRole('link', { name: /rosa\.staff@example\.com/ });
    await person.waitFor();
    await checked(page, '02-people');
    await person.click();

    await page.getByRole('heading', { name: 'Open a person’s record', level: 1 }).waitFor();
    const reason = page.getByRole('textbox', { name: 'Reason for opening this record' });
    await reason.fill('because');
    await page.getByRole('button', { name: 'Open record' }).click();
    await page.getByText(/at least 10 characters; the person will see it/).waitFor();
    await checked(page, '03-reason');
    await reason.fill(REASON);
    await page.getByRole('button', { name: 'Open record' }).click();
    await page.getByRole('heading', { name: 'Rosa Diaz', level: 1 }).waitFor();
    await page.getByText('rosa.staff@example.com').first().waitFor();
    await checked(page, '04-record');
    await staffContext.close();

    const personContext = await app.browser.newContext();
    await signInBrowser(personContext, grant.token, app.origin);
    const settings = await personContext.newPage();
    await settings.goto(`${app.origin}/account/settings`);
    const access = settings.getByRole('region', { name: 'Staff access' });
    await access.getByText(`Opened your account record (Support). Reason: ${REASON}`).waitFor();
    await checked(settings, '05-person-sees-it');
    await personContext.close();

    // An administrator reads the audit log: who opened the record, in which role, and why.
    const adminContext = await app.browser.newContext({ viewport: PHONE });
    const log = await signInAsStaff(adminContext, 'admin');
    await log.goto(`${app.origin}/internal-only/audit-log`);
    await log.getByText(`person.view · Casey Support (support)`).first().waitFor();
    await log.getByText(REASON).first().waitFor();
    await checked(log, '08-audit-log');
    await adminContext.close();
  });

  it('lets fulfilment download a stored copy and verify its hash, and keeps fulfilment out of people', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const grant = await getStarted(client, 'omar.stored@example.com', 'Omar');
    const person = clientFor(`http://127.0.0.1:${app.port}`, 'localhost', () => grant.token);
    (await person.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    (await person.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();

    const context = await app.browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await signInAsStaff(context, 'fulfilment');
    await page.goto(`${app.origin}/internal-only/storage-center`);
    await page.getByLabel('E-mail').fill('omar.stored');
    const copy = page.getByRole('link', { name: /omar\.stored@example\.com/ });
    await copy.waitFor();
    await checked(page, '06-storage-center');
    await copy.click();

    await page.getByRole('button', { name: 'Verify stored bytes' }).click();
    await page.getByText('Verified: the stored bytes match the recorded SHA-256.').waitFor();
    await page.getByLabel(/Reason for downloading/).fill('Print and mail request 881 for Omar');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download copy' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^will-v\d+-\d{4}-\d\d-\d\d\.pdf$/);
    await page
      .getByText('Downloaded. Its SHA-256 matches the one recorded when it was kept.')
      .waitFor();
    await checked(page, '07-stored-copy');
    await page.goto(`${app.origin}/internal-only/people`);
    await page.getByText('Access denied').first().waitFor();
    await context.close();
  });

  it('lets a partner manager read the product-analytics events and export them as CSV (ADR 0028)', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const grant = await getStarted(client, 'ines.counted@example.com', 'Ines');
    const accountId = grant.user.activeProfile.accountId!;

    const context = await app.browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await signInAsStaff(context, 'partner_manager');
    await page.goto(`${app.origin}/internal-only/analytics`);
    await page.getByText(accountId).first().waitFor();
    await checked(page, '15-analytics');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('analytics-events.csv');
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      }, reject);
    });
    expect(csv).toContain(`,get_started,bequest,${accountId},`);
    expect(csv).not.toContain('ines.counted@example.com');
    await context.close();
  });

  it('lets fulfilment mark a print-and-mail request printed, then mailed, and e-mails the person', async () => {
    const address = {
      address1: '48 Lake Road',
      city: 'Madison',
      administrativeArea: 'WI',
      postalCode: '53703',
      country: 'US' as const,
    };
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const grant = await getStarted(client, 'lena.mail@example.com', 'Lena');
    const person = clientFor(`http://127.0.0.1:${app.port}`, 'localhost', () => grant.token);
    const profile = await saveActiveProfile(person, { ...address, birthDate: '03/09/1975' });
    (
      await person.savePackageType({
        body: { version: profile.version, estatePlanPackageType: 'will_based' },
      })
    )._unsafeUnwrap();
    for (const kind of ['will', 'ahcd', 'dfpoa'] as const)
      (await person.createDocument({ params: { kind } }))._unsafeUnwrap();
    (
      await person.requestPrintAndMail({ body: { mailingAddress: address, confirmed: true } })
    )._unsafeUnwrap();

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'fulfilment');
    await page.goto(`${app.origin}/internal-only/print-mail`);
    const request = page.getByRole('link', { name: /Lena Li · requested/ });
    await request.waitFor();
    await checked(page, '09-print-mail-queue');
    await request.click();

    await page.getByText('48 Lake Road').waitFor();
    await page.getByRole('button', { name: 'Mark printed' }).click();
    await page.getByText('The request is now printed.').waitFor();
    await page.getByRole('button', { name: 'Mark mailed (e-mails the person)' }).click();
    await page.getByText('The request is now mailed.').waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await checked(page, '10-print-mail-request');
    await context.close();

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('lena.mail@example.com', (message) =>
      /in the mail/.test(message.subject),
    );
    expect(mail.text).toContain('Last Will & Testament');
    expect(mail.text).toContain('Madison');
    expect((await person.listMyPrintMailRequests())._unsafeUnwrap()[0]?.status).toBe('mailed');
  });

  it('lets support refer an attorney-consult request to an attorney, and e-mails the person', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const grant = await getStarted(client, 'iris.consult@example.com', 'Iris');
    const person = clientFor(`http://127.0.0.1:${app.port}`, 'localhost', () => grant.token);
    await saveActiveProfile(person, {
      address1: '9 Pine Street',
      city: 'Portland',
      administrativeArea: 'OR',
      postalCode: '97204',
      country: 'US',
      phone: '5035550142',
      birthDate: '03/09/1975',
    });
    (await person.updateAttorneyConsult({ body: { answer: 'requested' } }))._unsafeUnwrap();

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'support');
    await page.goto(`${app.origin}/internal-only/attorney-consults`);
    const request = page.getByRole('link', { name: /Iris Li · requested/ });
    await request.waitFor();
    await checked(page, '11-attorney-consult-queue');
    await request.click();

    await page.getByText('5035550142').waitFor();
    await page.getByLabel(/Attorney or firm referred to/).fill('Rose City Estate Law');
    await page.getByRole('button', { name: 'Refer (e-mails the person)' }).click();
    await page.getByText('The request is now referred.').waitFor();
    await page.getByRole('button', { name: 'Mark contacted' }).waitFor();
    await checked(page, '12-attorney-consult-request');
    await context.close();

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('iris.consult@example.com', (message) =>
      /will contact you/.test(message.subject),
    );
    expect(mail.subject).toBe('A licensed attorney in Oregon will contact you');
    expect(mail.text).toContain('Rose City Estate Law');
    expect((await person.listMyAttorneyConsultRequests())._unsafeUnwrap()[0]?.status).toBe(
      'referred',
    );
  });

  it('lets fulfilment mark a strategist call’s documents sent, and e-mails the person', async () => {
    const client = clientFor(`http://127.0.0.1:${app.port}`, 'localhost');
    const grant = await getStarted(client, 'noor.call@example.com', 'Noor');
    const person = clientFor(`http://127.0.0.1:${app.port}`, 'localhost', () => grant.token);
    const profile = await saveActiveProfile(person, { birthDate: '03/09/1975' });
    (
      await person.savePackageType({
        body: { version: profile.version, estatePlanPackageType: 'will_based' },
      })
    )._unsafeUnwrap();
    for (const kind of ['will', 'ahcd', 'dfpoa'] as const)
      (await person.createDocument({ params: { kind } }))._unsafeUnwrap();
    (await person.sendDocumentsToStrategist())._unsafeUnwrap();

    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await signInAsStaff(context, 'fulfilment');
    await page.goto(`${app.origin}/internal-only/strategist-calls`);
    const call = page.getByRole('link', { name: /Noor Li · scheduled/ });
    await call.waitFor();
    await checked(page, '13-strategist-call-queue');
    await call.click();

    await page.getByRole('button', { name: 'Mark documents sent (e-mails the person)' }).click();
    await page.getByText('The call is now documents sent.').waitFor();
    // Holding the call is support's step: fulfilment is offered no button for it.
    expect(await page.getByRole('button', { name: 'Mark call held' }).count()).toBe(0);
    await checked(page, '14-strategist-call');
    await context.close();

    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor('noor.call@example.com', (message) =>
      /strategist has your documents/.test(message.subject),
    );
    expect(mail.text).toContain('Last Will & Testament');
    expect((await person.listMyStrategistCalls())._unsafeUnwrap()[0]?.status).toBe(
      'documents_sent',
    );
  });

  it('lets a partner manager issue a firm a key shown once, then rotate and revoke it', async () => {
    const context = await app.browser.newContext({
      viewport: PHONE,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await signInAsStaff(context, 'partner_manager');
    await page.goto(`${app.origin}/internal-only/firm-api-keys`);
    await page.getByRole('heading', { name: 'Firm API keys', level: 1 }).waitFor();
    await page.getByRole('form', { name: 'Issue an API key' }).waitFor();
    await checked(page, '15-firm-keys');

    // No label: the field says what is missing, and nothing is issued.
    await page.getByRole('button', { name: 'Issue key' }).click();
    await page.getByText(/label of at least 3 characters/).waitFor();
    await page.getByRole('combobox', { name: 'Firm (tenant)' }).click();
    await page.getByRole('option', { name: 'willow' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('CRM sync');
    await page.getByRole('checkbox', { name: /^documents:read/ }).check();
    await page.getByRole('button', { name: 'Issue key' }).click();

    const shown = page.getByRole('textbox', { name: 'API key' });
    await shown.waitFor();
    const key = await shown.inputValue();
    expect(key).toMatch(/^bqk_live_[0-9a-f]{16}_[0-9a-f]{48}$/);
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await checked(page, '16-firm-key-issued');

    // The key works for the firm's own tenant, whatever host it calls.
    const firmCall = (apiKey: string) =>
      fetch(`http://127.0.0.1:${app.port}/v2/firm/clients`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
    expect((await firmCall(key)).status).toBe(200);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByRole('textbox', { name: 'API key' }).count()).toBe(0);
    const id = key.slice('bqk_live_'.length, 'bqk_live_'.length + 16);
    await page.getByRole('button', { name: `Rotate CRM sync (${id})` }).click();
    const rotated = await page.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(rotated).not.toBe(key);
    await page.getByText(/Rotated: the old key works until/).waitFor();
    expect((await firmCall(rotated)).status).toBe(200);
    // The old key keeps working through its grace.
    expect((await firmCall(key)).status).toBe(200);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    const newId = rotated.slice('bqk_live_'.length, 'bqk_live_'.length + 16);
    await page.getByRole('button', { name: `Revoke CRM sync (${newId})` }).click();
    await page.getByText(`Revoked CRM sync (${newId}): it no longer works.`).waitFor();
    expect((await firmCall(rotated)).status).toBe(401);
    await checked(page, '17-firm-key-revoked');
    await context.close();
  });
});

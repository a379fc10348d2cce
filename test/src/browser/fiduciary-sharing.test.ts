import { clientFor, completeSections, verifiedPerson } from '@bequest/api/testing';
import { WILL_SECTIONS } from '@bequest/sdk/rules';
import { browserApp, pageChecks, signInBrowser } from './browser';

const name = (first: string, last: string) => ({ first, middle: '', last });

/**
 * Read-only sharing with a fiduciary (issue 29): a person shares their finished will with its
 * executor; the executor opens it from the e-mailed link with a one-time code, without an
 * account; the person sees the opening, revokes the share, and the link opens nothing after.
 */
describe('browser: a will shared read-only with its executor', () => {
  const app = browserApp();
  const checked = pageChecks('fiduciary-sharing');

  const mailTo = async (to: string, subject: RegExp) => {
    await app.testApp.deliverMail();
    const mail = await app.testApp.smtp.waitFor(to, (m) => subject.test(m.subject));
    app.testApp.smtp.received.splice(app.testApp.smtp.received.indexOf(mail), 1);
    return mail.text;
  };

  it('shares, opens with a code, shows the opening and revokes', async () => {
    const url = new URL(app.origin);
    const api = `http://127.0.0.1:${url.port}`;
    const { token } = await verifiedPerson(
      app.testApp,
      clientFor(api, url.hostname),
      'noor.share@example.com',
      'Noor Haddad',
    );
    const client = clientFor(api, url.hostname, () => token);
    const { activeProfile } = (await client.getCurrentUser())._unsafeUnwrap();
    (
      await client.updateProfile({
        params: { profileId: activeProfile.randId },
        body: { version: activeProfile.version, administrativeArea: 'OR', postalCode: '97201' },
      })
    )._unsafeUnwrap();
    (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const answers: Record<string, Record<string, unknown>> = {
      RESIDUARY: {
        residuaryBeneficiaries: [
          { level: 'NUMBER_1', name: 'Sami Haddad', allocationPercent: 100 },
        ],
      },
      WILL_EXECUTORS: {
        executors: [{ fullName: name('Sami', 'Haddad') }],
        nominees: [
          {
            randId: 'sami',
            fullName: name('Sami', 'Haddad'),
            email: 'sami.executor@example.com',
            role: 'Executor',
          },
        ],
      },
    };
    await completeSections(client, 'will', WILL_SECTIONS, answers);

    // The person shares the will from their account.
    const context = await app.browser.newContext();
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.origin}/account`);
    await page.getByRole('link', { name: 'Share your documents read-only' }).click();
    await page.getByRole('heading', { level: 1, name: 'Share your documents' }).waitFor();
    const will = page.getByRole('region', { name: 'Will' });
    await will.getByRole('button', { name: 'Share read-only' }).click();
    const shares = page.getByRole('region', { name: 'Your shares' });
    await shares.getByRole('button', { name: 'Revoke access for Sami Haddad' }).waitFor();
    await checked(page, '1-shared', errors);

    // The executor opens it without an account.
    const key = /shared-document\?key=([\w%-]+)/.exec(
      await mailTo('sami.executor@example.com', /shared a document with you/),
    )?.[1];
    expect(key).toBeDefined();
    const executor = await (await app.browser.newContext()).newPage();
    await executor.goto(`${app.origin}/shared-document?key=${key}`);
    await executor.getByRole('heading', { level: 1, name: 'Open a shared document' }).waitFor();
    await executor.getByRole('button', { name: 'E-mail me a code' }).click();
    // The code's field shows once the API has queued the e-mail.
    const codeField = executor.getByLabel('Code from the e-mail');
    await codeField.waitFor();
    const code = /Your code is (\d{6})/.exec(
      await mailTo('sami.executor@example.com', /Your code to open/),
    )?.[1];
    await codeField.fill(code ?? '');
    await executor.getByRole('button', { name: 'Open the document' }).click();
    await executor
      .getByRole('status')
      .getByRole('link', { name: /^Open / })
      .waitFor();
    await checked(executor, '2-opened');

    // The person sees the opening, and revokes.
    await page.reload();
    await shares.getByText(/Opened once/).waitFor();
    await shares.getByRole('button', { name: 'Revoke access for Sami Haddad' }).click();
    await page
      .getByRole('region', { name: 'Your shares' })
      .getByText(/revoked/i)
      .first()
      .waitFor();

    // The link opens nothing after.
    await executor.goto(`${app.origin}/shared-document?key=${key}`);
    await executor.getByRole('heading', { level: 1, name: 'Open a shared document' }).waitFor();
    await executor.getByRole('button', { name: 'E-mail me a code' }).click();
    await executor.getByRole('alert').waitFor();
    await checked(executor, '3-revoked');
  });
});

import { clientFor, startWebhookReceiver, verifiedPerson } from '@bequest/api/testing';
import { verifyWebhook } from '@bequest/sdk';
import { pageChecks, signInBrowser } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

const HARBOR = 'org-harbor-food-bank';

/**
 * Consented delivery to a nonprofit and the person's consent ledger (issue 26), at a phone's
 * width: a partner manager sets Harbor Food Bank's webhook endpoint and contacts in the console;
 * a person lets Harbor have their contact details and tells it of a gift in their will; Harbor's
 * endpoint receives it signed; /sharing shows exactly what was sent and when; the person stops
 * sharing, Harbor is told, the ledger shows the withdrawal, and nothing more is delivered.
 */
describe('browser: consent given, a delivery, the ledger, and a withdrawal', () => {
  const { app, signInAsStaff } = staffBrowserApp();
  const checked = pageChecks('consent-ledger');
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver([]);
  });
  afterAll(() => receiver?.close());

  it('delivers with consent, shows it in the ledger, and stops on withdrawal', async () => {
    // A partner manager sets where Harbor's deliveries go.
    const staffContext = await app.browser.newContext({ viewport: PHONE });
    const console = await signInAsStaff(staffContext, 'partner_manager');
    await console.goto(`${app.origin}/internal-only/smart-giving/${HARBOR}/show`);
    await console.getByRole('heading', { name: 'Deliveries to Harbor Food Bank' }).waitFor();
    await console.getByLabel('Webhook endpoint').fill(receiver.url);
    await console.getByLabel('Contacts for the e-mail').fill('gifts@harbor.example');
    await console.getByRole('button', { name: 'Set deliveries' }).click();
    await console.getByText('Saved where Harbor Food Bank').waitFor();
    const secret = await console
      .getByLabel('Signing secret (shown once: give it to the nonprofit)')
      .inputValue();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await checked(console, '1-console');
    await staffContext.close();

    // The person consents to Harbor having their details, and tells it of a bequest.
    const url = new URL(app.origin);
    const api = `http://127.0.0.1:${url.port}`;
    const { token } = await verifiedPerson(
      app.testApp,
      clientFor(api, url.hostname),
      'rosa.ledger@example.com',
      'Rosa Diaz',
    );
    const client = clientFor(api, url.hostname, () => token);
    const me = (await client.getCurrentUser())._unsafeUnwrap();
    const profileId = me.activeProfile.randId;
    (
      await client.acceptTerms({
        body: { version: me.activeProfile.version, shareInfoWithOrgId: HARBOR },
      })
    )._unsafeUnwrap();
    const tell = async () =>
      (
        await client.shareChoiceWithNonprofit({
          params: { profileId },
          body: {
            organizationId: HARBOR,
            choice: { kind: 'will_bequest', detail: '10% of my estate' },
          },
        })
      )._unsafeUnwrap();
    expect((await tell()).delivered).toBe(true);
    expect(await app.testApp.deliverWebhooks()).toBe(1);
    const [delivered] = receiver.received;
    expect(await verifyWebhook(delivered!.body, delivered!.headers, secret)).toBe(true);
    expect(JSON.parse(delivered!.body)).toMatchObject({
      type: 'gift.shared',
      data: { donor: { email: 'rosa.ledger@example.com' } },
    });

    // The ledger on /sharing shows what Harbor received, and when.
    const context = await app.browser.newContext({ viewport: PHONE });
    await signInBrowser(context, token, app.origin);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.origin}/sharing`);
    const ledger = page.getByRole('region', { name: 'What nonprofits received' });
    await ledger
      .getByRole('heading', { name: 'Harbor Food Bank: received your information' })
      .waitFor();
    await ledger.getByText('rosa.ledger@example.com').waitFor();
    await ledger.getByText('A gift in their will (10% of my estate).').waitFor();
    await checked(page, '2-ledger', errors);

    // The person stops sharing: Harbor is told, and the ledger shows the withdrawal.
    await page.getByRole('button', { name: 'Stop sharing with Harbor Food Bank' }).click();
    await page
      .getByRole('status')
      .getByText('Harbor Food Bank will no longer receive your contact details.')
      .waitFor();
    await ledger.getByRole('heading', { name: 'Harbor Food Bank: consent withdrawn' }).waitFor();
    await ledger.getByText(/You withdrew your consent\. Harbor Food Bank was told/).waitFor();
    await checked(page, '3-withdrawn', errors);

    // Nothing more reaches Harbor: only the withdrawal is delivered.
    expect(await tell()).toEqual({ delivered: false, deliveryId: null });
    expect(await app.testApp.deliverWebhooks()).toBe(1);
    expect(receiver.received.map((webhook) => JSON.parse(webhook.body).type)).toEqual([
      'gift.shared',
      'consent.withdrawn',
    ]);
    await page.reload();
    await ledger.getByRole('heading', { name: 'Harbor Food Bank: consent withdrawn' }).waitFor();
    expect(await ledger.getByRole('heading', { name: /received your information/ }).count()).toBe(
      1,
    );
    await context.close();
  });
});

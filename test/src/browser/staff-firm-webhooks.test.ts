import { clientFor, getStarted, startWebhookReceiver } from '@bequest/api/testing';
import { verifyWebhook } from '@bequest/sdk';
import { pageChecks } from './browser';
import { PHONE, staffBrowserApp } from './staff-browser';

/**
 * Issue 25: a partner manager looks after a firm's webhook endpoints in the staff console at a
 * phone's width: adds one (its secret shown once), reads its delivery log after a client's
 * document is finalized, rotates its secret (shown once, signing from then on) and disables and
 * enables it.
 */
describe('browser: firm webhooks in the staff console', () => {
  const { app, signInAsStaff } = staffBrowserApp();
  const checked = pageChecks('staff-webhooks');

  it('lets a partner manager add an endpoint, read its delivery log, rotate its secret and disable it', async () => {
    const firm = await startWebhookReceiver([]);
    const finalizeForWillow = async (email: string) => {
      const grant = await getStarted(
        clientFor(`http://127.0.0.1:${app.port}`, 'willow.localhost'),
        email,
      );
      const person = clientFor(`http://127.0.0.1:${app.port}`, 'willow.localhost', () => {
        return grant.token;
      });
      (await person.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
      (await person.toggleDocumentFinalized({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
    };
    const context = await app.browser.newContext({
      viewport: PHONE,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      const page = await signInAsStaff(context, 'partner_manager');
      await page.goto(`${app.origin}/internal-only/firm-webhooks`);
      await page.getByRole('heading', { name: 'Firm webhooks', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Firm (tenant)' }).click();
      await page.getByRole('option', { name: 'willow' }).click();
      await page.getByText('No webhook endpoints for willow yet.').waitFor();
      await checked(page, '01-empty');

      // Plain http elsewhere than this machine: the field says why, and nothing is added.
      const address = page.getByRole('textbox', { name: 'Endpoint address' });
      await address.fill('http://crm.willow.example/hooks');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByText('The endpoint must use https://.').waitFor();
      await checked(page, '02-refused');

      await address.fill(firm.url);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const shown = page.getByRole('textbox', { name: 'Signing secret' });
      await shown.waitFor();
      const secret = await shown.inputValue();
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      await page.getByRole('button', { name: 'Copy secret' }).click();
      await page.getByText('Copied to the clipboard.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await checked(page, '03-secret-shown');
      await page.getByRole('button', { name: 'I have copied it' }).click();
      expect(await page.getByRole('textbox', { name: 'Signing secret' }).count()).toBe(0);
      await page.getByText(/Enabled$/).waitFor();

      // A client of the firm finalizes a document: the firm hears of it, signed with the secret.
      await finalizeForWillow('webhook.journey@example.com');
      expect(await app.testApp.deliverWebhooks()).toBe(1);
      const [first] = firm.received;
      expect(await verifyWebhook(first!.body, first!.headers, secret)).toBe(true);

      await page.getByRole('button', { name: 'Show delivery log' }).click();
      const log = page.getByRole('region', { name: `Delivery log of ${firm.url}` });
      await log.getByText('document.finalized · Delivered').waitFor();
      await log.getByText(/Attempts: 1 · Last answer: HTTP 204/).waitFor();
      // The log names no client: the event's body is never shown.
      expect(await log.textContent()).not.toContain('webhook.journey@example.com');
      await checked(page, '04-delivery-log');

      // Rotation asks first, then shows the new secret once; it signs from then on.
      await page.getByRole('button', { name: `Rotate the secret of ${firm.url}` }).click();
      await page.getByRole('button', { name: 'Rotate now' }).click();
      const rotatedField = page.getByRole('textbox', { name: 'Signing secret' });
      await rotatedField.waitFor();
      const rotated = await rotatedField.inputValue();
      expect(rotated).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(rotated).not.toBe(secret);
      await page.getByText(`Rotated the secret of ${firm.url}.`).waitFor();
      await checked(page, '05-secret-rotated');
      await page.getByRole('button', { name: 'I have copied it' }).click();

      // Disabled: a finalized document is not sent; enabled again, the next one is, signed anew.
      await page.getByRole('button', { name: `Disable ${firm.url}` }).click();
      await page.getByText(/nothing is sent to it until it is enabled/).waitFor();
      await page.getByText(/Disabled since/).waitFor();
      await checked(page, '06-disabled');
      await finalizeForWillow('webhook.disabled@example.com');
      expect(await app.testApp.deliverWebhooks()).toBe(0);
      expect(firm.received).toHaveLength(1);

      await page.getByRole('button', { name: `Enable ${firm.url}` }).click();
      await page.getByText(/waiting deliveries go out now/).waitFor();
      await finalizeForWillow('webhook.enabled@example.com');
      expect(await app.testApp.deliverWebhooks()).toBe(1);
      const second = firm.received[1]!;
      expect(await verifyWebhook(second.body, second.headers, rotated)).toBe(true);
      expect(await verifyWebhook(second.body, second.headers, secret)).toBe(false);

      // The log stayed open: refreshed, it lists both deliveries.
      await log.getByRole('button', { name: 'Refresh the log' }).click();
      await log.getByText('document.finalized · Delivered').nth(1).waitFor();
      await checked(page, '07-enabled-log');
    } finally {
      await context.close();
      await firm.close();
    }
  });
});

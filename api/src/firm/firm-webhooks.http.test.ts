import type { LocalIdentityProvider } from '@bequest/adapters';
import { verifyWebhook, type BequestClient } from '@bequest/sdk';
import { clientFor, getStarted } from '../testing/people';
import { signedInStaff, staffIssuerForTest } from '../testing/staff';
import { startListeningTestApp, type TestApp } from '../testing/test-app';
import { startWebhookReceiver } from '@bequest/adapters/testing';

/** Signed webhooks to a firm over HTTP on the real database (issue 25). */
describe('a firm receives a signed webhook when its client finalizes a document', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let provider: LocalIdentityProvider;
  let manager: BequestClient;
  let now = new Date('2026-12-17T10:00:00Z');

  beforeAll(async () => {
    const issuer = await staffIssuerForTest();
    ({ testApp, baseUrl } = await startListeningTestApp({
      staffSignIn: issuer.settings,
      clock: { now: () => now },
    }));
    provider = await issuer.start(['http://localhost']);
    manager = (await signedInStaff(baseUrl, 'partner_manager')).client;
  });
  afterAll(async () => {
    await provider.stop();
    await testApp.close();
  });

  it('signs the event with the endpoint’s secret, retries after a failure, logs each attempt, and tells no other firm', async () => {
    const willow = await startWebhookReceiver([503]);
    const bequest = await startWebhookReceiver([]);
    try {
      const added = (
        await manager.addFirmWebhookEndpoint({ body: { tenantId: 'willow', url: willow.url } })
      )._unsafeUnwrap();
      expect(added.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      (
        await manager.addFirmWebhookEndpoint({ body: { tenantId: 'bequest', url: bequest.url } })
      )._unsafeUnwrap();
      const refused = await manager.addFirmWebhookEndpoint({
        body: { tenantId: 'willow', url: 'http://crm.example/hooks' },
      });
      expect(refused._unsafeUnwrapErr().error.fields).toHaveProperty('url');

      const grant = await getStarted(clientFor(baseUrl, 'willow.localhost'), 'hook@example.com');
      const person = clientFor(baseUrl, 'willow.localhost', () => grant.token);
      (await person.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
      (await person.toggleDocumentFinalized({ params: { kind: 'ahcd' } }))._unsafeUnwrap();

      expect(await testApp.deliverWebhooks()).toBe(0);
      expect(willow.received).toHaveLength(1);
      now = new Date(now.getTime() + 10_000);
      expect(await testApp.deliverWebhooks()).toBe(1);
      expect(willow.received).toHaveLength(2);
      expect(bequest.received).toHaveLength(0);

      const [first, second] = willow.received;
      expect(second!.headers['bequest-event-id']).toBe(first!.headers['bequest-event-id']);
      const options = { now };
      expect(await verifyWebhook(second!.body, second!.headers, added.secret, options)).toBe(true);
      expect(await verifyWebhook(second!.body, second!.headers, 'whsec_other', options)).toBe(
        false,
      );
      expect(JSON.parse(second!.body)).toMatchObject({
        type: 'document.finalized',
        data: { clientId: grant.user.activeProfile.accountId, kind: 'AHCD' },
      });

      const log = (
        await manager.listFirmWebhookDeliveries({
          params: { endpointId: added.endpoint.id },
          query: { tenantId: 'willow' },
        })
      )._unsafeUnwrap();
      expect(log).toEqual([
        expect.objectContaining({
          type: 'document.finalized',
          status: 'delivered',
          attempts: 2,
          lastStatus: 204,
        }),
      ]);
      const elsewhere = await manager.listFirmWebhookDeliveries({
        params: { endpointId: added.endpoint.id },
        query: { tenantId: 'bequest' },
      });
      expect(elsewhere._unsafeUnwrapErr().status).toBe(404);
    } finally {
      await willow.close();
      await bequest.close();
    }
  });
});

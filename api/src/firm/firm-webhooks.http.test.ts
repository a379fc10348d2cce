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
  let admin: BequestClient;
  let support: BequestClient;
  let now = new Date('2026-12-17T10:00:00Z');

  beforeAll(async () => {
    const issuer = await staffIssuerForTest();
    ({ testApp, baseUrl } = await startListeningTestApp({
      staffSignIn: issuer.settings,
      clock: { now: () => now },
    }));
    provider = await issuer.start(['http://localhost']);
    manager = (await signedInStaff(baseUrl, 'partner_manager')).client;
    admin = (await signedInStaff(baseUrl, 'admin')).client;
    support = (await signedInStaff(baseUrl, 'support')).client;
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
  it('rotates an endpoint’s secret (answered once) and disables and enables it, for its own tenant only, audited', async () => {
    const firm = await startWebhookReceiver([]);
    const finalize = async (email: string) => {
      const grant = await getStarted(clientFor(baseUrl, 'localhost'), email);
      const person = clientFor(baseUrl, 'localhost', () => grant.token);
      (await person.createDocument({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
      (await person.toggleDocumentFinalized({ params: { kind: 'ahcd' } }))._unsafeUnwrap();
      return grant;
    };
    try {
      const added = (
        await admin.addFirmWebhookEndpoint({ body: { tenantId: 'bequest', url: firm.url } })
      )._unsafeUnwrap();
      const endpointId = added.endpoint.id;

      const rotated = (
        await manager.rotateFirmWebhookSecret({
          params: { endpointId },
          body: { tenantId: 'bequest' },
        })
      )._unsafeUnwrap();
      expect(rotated.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(rotated.secret).not.toBe(added.secret);
      expect(rotated.endpoint).toEqual(added.endpoint);
      // The list never shows a secret.
      const listed = (
        await manager.listFirmWebhookEndpoints({ query: { tenantId: 'bequest' } })
      )._unsafeUnwrap();
      expect(listed.find((endpoint) => endpoint.id === endpointId)).toEqual(added.endpoint);
      expect(JSON.stringify(listed)).not.toContain('whsec_');

      const first = await finalize('rotated@example.com');
      expect(await testApp.deliverWebhooks()).toBe(1);
      const [signed] = firm.received;
      expect(await verifyWebhook(signed!.body, signed!.headers, rotated.secret, { now })).toBe(
        true,
      );
      expect(await verifyWebhook(signed!.body, signed!.headers, added.secret, { now })).toBe(false);

      // Disabled: a client's finalized document is not sent, nor logged.
      const disabled = (
        await manager.switchFirmWebhookEndpoint({
          params: { endpointId },
          body: { tenantId: 'bequest', enabled: false },
        })
      )._unsafeUnwrap();
      expect(disabled.disabledAt).toBe(now.toISOString());
      await finalize('while-disabled@example.com');
      expect(await testApp.deliverWebhooks()).toBe(0);
      expect(firm.received).toHaveLength(1);

      const enabled = (
        await admin.switchFirmWebhookEndpoint({
          params: { endpointId },
          body: { tenantId: 'bequest', enabled: true },
        })
      )._unsafeUnwrap();
      expect(enabled.disabledAt).toBeNull();
      await finalize('enabled-again@example.com');
      expect(await testApp.deliverWebhooks()).toBe(1);
      expect(firm.received).toHaveLength(2);

      // The log: event, status, attempts, times; no payload, so none of the client's data.
      const log = (
        await manager.listFirmWebhookDeliveries({
          params: { endpointId },
          query: { tenantId: 'bequest' },
        })
      )._unsafeUnwrap();
      expect(log).toHaveLength(2);
      expect(log.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
      expect(Object.keys(log[0]!).sort()).toEqual(
        [
          'attempts',
          'createdAt',
          'deliveredAt',
          'eventId',
          'id',
          'lastError',
          'lastStatus',
          'nextAttemptAt',
          'status',
          'type',
        ].sort(),
      );
      expect(JSON.stringify(log)).not.toContain(first.user.activeProfile.accountId!);
      expect(JSON.stringify(log)).not.toContain('rotated@example.com');

      // Another tenant's id is not found; unknown fields are named; support may not.
      for (const answer of [
        await manager.rotateFirmWebhookSecret({
          params: { endpointId },
          body: { tenantId: 'willow' },
        }),
        await manager.switchFirmWebhookEndpoint({
          params: { endpointId },
          body: { tenantId: 'willow', enabled: false },
        }),
      ])
        expect(answer._unsafeUnwrapErr()).toMatchObject({
          status: 404,
          error: { code: 'REQUEST.NOT_FOUND' },
        });
      const missing = await manager.switchFirmWebhookEndpoint({
        params: { endpointId },
        body: { tenantId: 'bequest' } as never,
      });
      expect(missing._unsafeUnwrapErr()).toMatchObject({
        status: 400,
        error: { fields: { enabled: expect.any(String) } },
      });
      const refused = await support.rotateFirmWebhookSecret({
        params: { endpointId },
        body: { tenantId: 'bequest' },
      });
      expect(refused._unsafeUnwrapErr()).toMatchObject({
        status: 403,
        error: { code: 'STAFF.FORBIDDEN' },
      });
      const kept = (
        await manager.listFirmWebhookEndpoints({ query: { tenantId: 'bequest' } })
      )._unsafeUnwrap();
      expect(kept.find((endpoint) => endpoint.id === endpointId)).toEqual(added.endpoint);

      const audit = (await admin.listAuditEntries({ query: { perPage: 100 } }))._unsafeUnwrap();
      const actions = audit.items.map((entry) => entry.action);
      for (const action of [
        'firm_webhook.add',
        'firm_webhook.rotate_secret',
        'firm_webhook.disable',
        'firm_webhook.enable',
      ])
        expect(actions).toContain(action);
      expect(JSON.stringify(audit.items)).not.toContain(rotated.secret);
    } finally {
      await firm.close();
    }
  });
});

import { MikroORM } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PostgresFirmWebhooks } from '../mikro-orm/firm-access/firm-webhooks.repository';
import { ormOptions } from '../mikro-orm/orm-options';
import { PostgresTenantConfigurationRepository } from '../mikro-orm/tenant-configuration.repository';
import { WebhookDelivery } from './webhook-delivery';
import { startWebhookReceiver, type ReceivedWebhook } from '../testing/webhook-receiver';

/** What a firm checks, written here from the format alone (the SDK's verifyWebhook does the same). */
const validSignature = (received: ReceivedWebhook, secret: string) => {
  const header = String(received.headers['bequest-signature']);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  return v1 === createHmac('sha256', secret).update(`${t}.${received.body}`).digest('hex');
};

describe('signed webhooks to firms from the PostgreSQL outbox (issue 25)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let webhooks: PostgresFirmWebhooks;
  let now = new Date('2026-12-17T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await MikroORM.init(ormOptions({ clientUrl: database.url, poolSize: 2 }));
    await orm.migrator.up();
    await new PostgresTenantConfigurationRepository(orm.em).seed();
    webhooks = new PostgresFirmWebhooks(orm.em, 'deployment-secret-of-at-least-32-characters');
  });
  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  it('signs each event, retries with back-off until the firm answers 2xx, keeps the log, and queues an event once', async () => {
    const willow = await startWebhookReceiver([500]);
    const bequest = await startWebhookReceiver([]);
    try {
      await webhooks.addEndpoint(
        { id: 'ep-willow', tenantId: 'willow', url: willow.url, createdAt: now, disabledAt: null },
        'whsec_willow',
      );
      await webhooks.addEndpoint(
        {
          id: 'ep-bequest',
          tenantId: 'bequest',
          url: bequest.url,
          createdAt: now,
          disabledAt: null,
        },
        'whsec_bequest',
      );
      const event = {
        tenantId: 'willow',
        eventId: 'evt-1',
        type: 'document.finalized' as const,
        data: {
          clientId: 'acc-1',
          profileId: 'prof-1',
          kind: 'WILL' as const,
          finalizedAt: now.toISOString(),
        },
        occurredAt: now,
      };
      expect(await webhooks.enqueue(event)).toBe(1);
      // The same event again is not queued again: the event id is the idempotency key.
      expect(await webhooks.enqueue(event)).toBe(0);

      const job = new WebhookDelivery(webhooks, () => now);
      expect(await job.deliverDue()).toBe(0);
      expect(willow.received).toHaveLength(1);
      expect(bequest.received).toHaveLength(0);
      const [first] = willow.received;
      expect(validSignature(first!, 'whsec_willow')).toBe(true);
      expect(validSignature(first!, 'whsec_bequest')).toBe(false);
      // Kept sealed: the database alone holds no secret to sign with.
      const [kept] = await orm.em.execute<{ secret: string }[]>(
        "select secret from firm_webhook_endpoint where id = 'ep-willow'",
      );
      expect(kept!.secret).toMatch(/^v1\./);
      expect(kept!.secret).not.toContain('whsec_willow');
      expect(first!.headers).toMatchObject({
        'bequest-event-id': 'evt-1',
        'bequest-event-type': 'document.finalized',
        'content-type': 'application/json',
      });
      expect(JSON.parse(first!.body)).toEqual({
        id: 'evt-1',
        type: 'document.finalized',
        createdAt: now.toISOString(),
        data: {
          clientId: 'acc-1',
          profileId: 'prof-1',
          kind: 'WILL' as const,
          finalizedAt: now.toISOString(),
        },
      });
      expect(await webhooks.deliveries('willow', 'ep-willow')).toEqual([
        expect.objectContaining({
          status: 'queued',
          attempts: 1,
          lastStatus: 500,
          nextAttemptAt: new Date(now.getTime() + 10_000),
        }),
      ]);
      // Not due yet: nothing is sent.
      expect(await job.deliverDue()).toBe(0);
      expect(willow.received).toHaveLength(1);

      now = new Date(now.getTime() + 10_000);
      expect(await job.deliverDue()).toBe(1);
      expect(willow.received).toHaveLength(2);
      expect(willow.received[1]!.headers['bequest-event-id']).toBe('evt-1');
      expect(validSignature(willow.received[1]!, 'whsec_willow')).toBe(true);
      expect(await webhooks.deliveries('willow', 'ep-willow')).toEqual([
        expect.objectContaining({
          status: 'delivered',
          attempts: 2,
          lastStatus: 204,
          deliveredAt: now,
        }),
      ]);
      // Another tenant reads no delivery log of this endpoint.
      expect(await webhooks.deliveries('bequest', 'ep-willow')).toEqual([]);
    } finally {
      await willow.close();
      await bequest.close();
    }
  });

  it('gives up after the last attempt, and records an endpoint that does not answer', async () => {
    await webhooks.addEndpoint(
      {
        id: 'ep-gone',
        tenantId: 'acme-wealth',
        url: 'http://127.0.0.1:9/nowhere',
        createdAt: now,
        disabledAt: null,
      },
      'whsec_gone',
    );
    await webhooks.enqueue({
      tenantId: 'acme-wealth',
      eventId: 'evt-2',
      type: 'plan.completed',
      data: {
        clientId: 'acc-1',
        profileId: 'prof-1',
        packageType: 'will_based',
        completedAt: now.toISOString(),
      },
      occurredAt: now,
    });
    const job = new WebhookDelivery(webhooks, () => now);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await job.deliverDue();
      now = new Date(now.getTime() + 3_600_000);
    }
    expect(await webhooks.deliveries('acme-wealth', 'ep-gone')).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 12,
        lastStatus: null,
        nextAttemptAt: null,
      }),
    ]);
    await job.deliverDue();
    expect((await webhooks.deliveries('acme-wealth', 'ep-gone'))[0]?.attempts).toBe(12);
  });

  it('signs with a secret kept before sealing, and with none sealed under another deployment secret', async () => {
    const firm = await startWebhookReceiver([]);
    try {
      await orm.em.execute(
        `insert into firm_webhook_endpoint (id, tenant_id, url, secret, created_at)
         values ('ep-legacy', 'benefitco', ?, 'whsec_legacy', ?)`,
        [firm.url, now],
      );
      await webhooks.enqueue({
        tenantId: 'benefitco',
        eventId: 'evt-legacy',
        type: 'client.advisor_changed',
        data: {
          clientId: 'acc-2',
          previousAdvisorEmail: null,
          advisorEmail: 'advisor@example.com',
          changedAt: now.toISOString(),
        },
        occurredAt: now,
      });
      await new WebhookDelivery(webhooks, () => now).deliverDue();
      expect(validSignature(firm.received[0]!, 'whsec_legacy')).toBe(true);

      await webhooks.addEndpoint(
        { id: 'ep-sealed', tenantId: 'willow', url: firm.url, createdAt: now, disabledAt: null },
        'whsec_sealed',
      );
      await webhooks.enqueue({
        tenantId: 'willow',
        eventId: 'evt-sealed',
        type: 'client.advisor_changed',
        data: {
          clientId: 'acc-3',
          previousAdvisorEmail: 'advisor@example.com',
          advisorEmail: null,
          changedAt: now.toISOString(),
        },
        occurredAt: now,
      });
      const elsewhere = new PostgresFirmWebhooks(
        orm.em,
        'another-secret-of-at-least-32-characters',
      );
      await expect(elsewhere.claimDue(now, 60_000)).rejects.toThrow(/does not open/);
    } finally {
      await firm.close();
    }
  });
  it('signs with a rotated secret from then on, and holds deliveries while the endpoint is disabled', async () => {
    const firm = await startWebhookReceiver([500]);
    const event = (eventId: string) => ({
      tenantId: 'acme-wealth',
      eventId,
      type: 'document.finalized' as const,
      data: {
        clientId: 'acc-9',
        profileId: 'prof-9',
        kind: 'WILL' as const,
        finalizedAt: now.toISOString(),
      },
      occurredAt: now,
    });
    try {
      const added = {
        id: 'ep-switch',
        tenantId: 'acme-wealth',
        url: firm.url,
        createdAt: now,
        disabledAt: null,
      };
      await webhooks.addEndpoint(added, 'whsec_first');
      // Another tenant's id changes nothing.
      expect(await webhooks.replaceSecret('willow', 'ep-switch', 'whsec_stolen')).toBeNull();
      expect(await webhooks.setDisabled('willow', 'ep-switch', now)).toBeNull();

      await webhooks.enqueue(event('evt-switch-1'));
      const job = new WebhookDelivery(webhooks, () => now);
      await job.deliverDue();
      expect(validSignature(firm.received[0]!, 'whsec_first')).toBe(true);

      // Rotated: the retry of the queued delivery is signed with the new secret, kept sealed.
      expect(await webhooks.replaceSecret('acme-wealth', 'ep-switch', 'whsec_second')).toEqual(
        added,
      );
      const [kept] = await orm.em.execute<{ secret: string }[]>(
        "select secret from firm_webhook_endpoint where id = 'ep-switch'",
      );
      expect(kept!.secret).toMatch(/^v1\./);

      // Disabled: the queued retry waits, and a new event is not queued for it.
      const stoppedAt = now;
      expect(await webhooks.setDisabled('acme-wealth', 'ep-switch', stoppedAt)).toEqual({
        ...added,
        disabledAt: stoppedAt,
      });
      now = new Date(now.getTime() + 3_600_000);
      // Disabling again keeps the time it stopped.
      expect((await webhooks.setDisabled('acme-wealth', 'ep-switch', now))?.disabledAt).toEqual(
        stoppedAt,
      );
      await webhooks.enqueue(event('evt-switch-2'));
      expect((await webhooks.deliveries('acme-wealth', 'ep-switch')).map((d) => d.eventId)).toEqual(
        ['evt-switch-1'],
      );
      expect(await job.deliverDue()).toBe(0);
      expect(firm.received).toHaveLength(1);

      // Enabled again: the waiting retry goes, signed with the new secret.
      expect((await webhooks.setDisabled('acme-wealth', 'ep-switch', null))?.disabledAt).toBeNull();
      expect(await job.deliverDue()).toBe(1);
      expect(firm.received).toHaveLength(2);
      expect(firm.received[1]!.headers['bequest-event-id']).toBe('evt-switch-1');
      expect(validSignature(firm.received[1]!, 'whsec_second')).toBe(true);
      expect(validSignature(firm.received[1]!, 'whsec_first')).toBe(false);
    } finally {
      await firm.close();
    }
  });
});

import type {
  FirmWebhookDelivery,
  FirmWebhookEndpoint,
  FirmWebhookEventInput,
  FirmWebhooks,
} from '@bequest/application';
import { FIRM_WEBHOOK_EVENTS, type FirmWebhookEvent } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { WebhookOutbox, type DueWebhook } from './webhook-outbox';

export type { DueWebhook } from './webhook-outbox';

interface EndpointRow {
  readonly id: string;
  readonly tenant_id: string;
  readonly url: string;
  readonly created_at: Date | string;
  readonly disabled_at: Date | string | null;
}

interface DeliveryRow {
  readonly id: string;
  readonly endpoint_id: string;
  readonly event_id: string;
  readonly event_type: string;
  readonly status: FirmWebhookDelivery['status'];
  readonly attempts: number;
  readonly next_attempt_at: Date | string | null;
  readonly last_status: number | null;
  readonly last_error: string | null;
  readonly delivered_at: Date | string | null;
  readonly created_at: Date | string;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

const typeOf = (value: string): FirmWebhookEvent => {
  const type = FIRM_WEBHOOK_EVENTS.find((known) => known === value);
  if (!type) throw new Error(`unknown webhook event ${value}`);
  return type;
};

const endpointOf = (row: EndpointRow): FirmWebhookEndpoint => ({
  id: row.id,
  tenantId: row.tenant_id,
  url: row.url,
  createdAt: new Date(row.created_at),
  disabledAt: dateOf(row.disabled_at),
});

const deliveryOf = (row: DeliveryRow): FirmWebhookDelivery => ({
  id: row.id,
  endpointId: row.endpoint_id,
  eventId: row.event_id,
  type: typeOf(row.event_type),
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'queued' ? dateOf(row.next_attempt_at) : null,
  lastStatus: row.last_status,
  lastError: row.last_error,
  deliveredAt: dateOf(row.delivered_at),
  createdAt: new Date(row.created_at),
});

/**
 * The firms' webhook endpoints and their outbox in PostgreSQL (issue 25), beside the mail outbox
 * and claimed the same way: a lease moves a due delivery's next attempt on, so two replicas never
 * send it at once, and a replica that stops mid-send leaves it due again when the lease ends.
 */
export class PostgresFirmWebhooks implements FirmWebhooks {
  private readonly outbox: WebhookOutbox;

  constructor(
    private readonly em: EntityManager,
    /**
     * The deployment's secret, shared by every replica: an endpoint's signing secret is kept
     * sealed under a key derived from it (AES-256-GCM, ADR 0027), so a copy of the database alone
     * cannot sign as Bequest.
     */
    secret: string,
  ) {
    this.outbox = new WebhookOutbox(em, secret);
  }

  async addEndpoint(endpoint: FirmWebhookEndpoint, secret: string): Promise<void> {
    await this.outbox.addEndpoint({ tenantId: endpoint.tenantId }, endpoint, secret);
    if (endpoint.disabledAt)
      await query(this.em, `update firm_webhook_endpoint set disabled_at = ? where id = ?`, [
        endpoint.disabledAt,
        endpoint.id,
      ]);
  }

  async listEndpoints(tenantId: string): Promise<readonly FirmWebhookEndpoint[]> {
    const rows = await query<EndpointRow>(
      this.em,
      `select id, tenant_id, url, created_at, disabled_at from firm_webhook_endpoint
       where tenant_id = ? order by created_at desc, id`,
      [tenantId],
    );
    return rows.map(endpointOf);
  }

  async replaceSecret(
    tenantId: string,
    endpointId: string,
    secret: string,
  ): Promise<FirmWebhookEndpoint | null> {
    const rows = await query<EndpointRow>(
      this.em,
      `update firm_webhook_endpoint set secret = ? where tenant_id = ? and id = ?
       returning id, tenant_id, url, created_at, disabled_at`,
      [this.outbox.seal(secret), tenantId, endpointId],
    );
    return rows[0] ? endpointOf(rows[0]) : null;
  }

  async setDisabled(
    tenantId: string,
    endpointId: string,
    disabledAt: Date | null,
  ): Promise<FirmWebhookEndpoint | null> {
    const rows = await query<EndpointRow>(
      this.em,
      `update firm_webhook_endpoint
       set disabled_at = case when ?::timestamptz is null then null
                              else coalesce(disabled_at, ?::timestamptz) end
       where tenant_id = ? and id = ?
       returning id, tenant_id, url, created_at, disabled_at`,
      [disabledAt, disabledAt, tenantId, endpointId],
    );
    return rows[0] ? endpointOf(rows[0]) : null;
  }

  enqueue(event: FirmWebhookEventInput): Promise<number> {
    return this.outbox.enqueue(
      { tenantId: event.tenantId },
      {
        eventId: event.eventId,
        type: event.type,
        occurredAt: event.occurredAt,
        payload: JSON.stringify({
          id: event.eventId,
          type: event.type,
          createdAt: event.occurredAt.toISOString(),
          data: event.data,
        }),
      },
    );
  }

  async deliveries(tenantId: string, endpointId: string): Promise<readonly FirmWebhookDelivery[]> {
    const rows = await query<DeliveryRow>(
      this.em,
      `select d.id, d.endpoint_id, d.event_id, d.event_type, d.status, d.attempts,
         d.next_attempt_at, d.last_status, d.last_error, d.delivered_at, d.created_at
       from firm_webhook_delivery d join firm_webhook_endpoint e on e.id = d.endpoint_id
       where e.tenant_id = ? and d.endpoint_id = ?
       order by d.created_at desc, d.id`,
      [tenantId, endpointId],
    );
    return rows.map(deliveryOf);
  }

  /** Claims up to `limit` due deliveries (the firms' and the nonprofits') for `leaseMs`. */
  claimDue(now: Date, leaseMs: number, limit = 20): Promise<DueWebhook[]> {
    return this.outbox.claimDue(now, leaseMs, limit);
  }

  markDelivered(id: string, status: number, at: Date): Promise<void> {
    return this.outbox.markDelivered(id, status, at);
  }

  /** A failed attempt: retried at `retryAt`, or given up (failed) when that is null. */
  markFailed(
    id: string,
    status: number | null,
    error: string,
    retryAt: Date | null,
  ): Promise<void> {
    return this.outbox.markFailed(id, status, error, retryAt);
  }
}

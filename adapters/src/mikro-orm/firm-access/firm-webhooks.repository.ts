import type {
  FirmWebhookDelivery,
  FirmWebhookEndpoint,
  FirmWebhookEventInput,
  FirmWebhooks,
} from '@bequest/application';
import { FIRM_WEBHOOK_EVENTS, type FirmWebhookEvent } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { SealedText } from '../../security/sealed-text';
import { query } from '../query';

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

/** A delivery claimed for sending: where to, with what, signed with which secret. */
export interface DueWebhook {
  readonly id: string;
  readonly eventId: string;
  readonly type: FirmWebhookEvent;
  readonly url: string;
  readonly secret: string;
  readonly payload: string;
  readonly attempts: number;
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
  private readonly secrets: SealedText;

  constructor(
    private readonly em: EntityManager,
    /**
     * The deployment's secret, shared by every replica: an endpoint's signing secret is kept
     * sealed under a key derived from it (AES-256-GCM, ADR 0027), so a copy of the database alone
     * cannot sign as Bequest.
     */
    secret: string,
  ) {
    this.secrets = new SealedText(secret, 'firm-webhook-secret');
  }

  /** An endpoint's secret as given; one kept before sealing (`whsec_…` as given) reads as it is. */
  private openSecret(kept: string): string {
    const opened = this.secrets.open(kept);
    if (opened !== null) return opened;
    if (kept.startsWith('whsec_')) return kept;
    throw new Error('a webhook endpoint secret does not open under this deployment secret');
  }

  async addEndpoint(endpoint: FirmWebhookEndpoint, secret: string): Promise<void> {
    await query(
      this.em,
      `insert into firm_webhook_endpoint (id, tenant_id, url, secret, created_at, disabled_at)
       values (?, ?, ?, ?, ?, ?)`,
      [
        endpoint.id,
        endpoint.tenantId,
        endpoint.url,
        this.secrets.seal(secret),
        endpoint.createdAt,
        endpoint.disabledAt,
      ],
    );
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
      [this.secrets.seal(secret), tenantId, endpointId],
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

  async enqueue(event: FirmWebhookEventInput): Promise<number> {
    const payload = JSON.stringify({
      id: event.eventId,
      type: event.type,
      createdAt: event.occurredAt.toISOString(),
      data: event.data,
    });
    const rows = await query<{ id: string }>(
      this.em,
      `insert into firm_webhook_delivery (id, endpoint_id, event_id, event_type, payload,
         next_attempt_at, created_at)
       select ? || '-' || e.id, e.id, ?, ?, ?, ?, ?
       from firm_webhook_endpoint e
       where e.tenant_id = ? and e.disabled_at is null
       on conflict (endpoint_id, event_id) do nothing
       returning id`,
      [
        randomUUID(),
        event.eventId,
        event.type,
        payload,
        event.occurredAt,
        event.occurredAt,
        event.tenantId,
      ],
    );
    return rows.length;
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

  /** Claims up to `limit` due deliveries for `leaseMs`; a disabled endpoint's wait. */
  async claimDue(now: Date, leaseMs: number, limit = 20): Promise<DueWebhook[]> {
    const rows = await query<{
      id: string;
      event_id: string;
      event_type: string;
      url: string;
      secret: string;
      payload: string;
      attempts: number;
    }>(
      this.em,
      `with due as (
         select d.id from firm_webhook_delivery d
         join firm_webhook_endpoint e on e.id = d.endpoint_id and e.disabled_at is null
         where d.status = 'queued' and d.next_attempt_at <= ?
         order by d.next_attempt_at limit ? for update of d skip locked)
       update firm_webhook_delivery d set next_attempt_at = ?
       from due, firm_webhook_endpoint e
       where d.id = due.id and e.id = d.endpoint_id
       returning d.id, d.event_id, d.event_type, e.url, e.secret, d.payload, d.attempts`,
      [now, limit, new Date(now.getTime() + leaseMs)],
    );
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      type: typeOf(row.event_type),
      url: row.url,
      secret: this.openSecret(row.secret),
      payload: row.payload,
      attempts: row.attempts,
    }));
  }

  async markDelivered(id: string, status: number, at: Date): Promise<void> {
    await query(
      this.em,
      `update firm_webhook_delivery set status = 'delivered', delivered_at = ?,
         attempts = attempts + 1, last_status = ?, last_error = null
       where id = ?`,
      [at, status, id],
    );
  }

  /** A failed attempt: retried at `retryAt`, or given up (failed) when that is null. */
  async markFailed(
    id: string,
    status: number | null,
    error: string,
    retryAt: Date | null,
  ): Promise<void> {
    await query(
      this.em,
      `update firm_webhook_delivery set attempts = attempts + 1, last_status = ?, last_error = ?,
         status = ?, next_attempt_at = coalesce(?, next_attempt_at)
       where id = ?`,
      [status, error.slice(0, 500), retryAt ? 'queued' : 'failed', retryAt, id],
    );
  }
}

import {
  FIRM_WEBHOOK_EVENTS,
  NONPROFIT_WEBHOOK_EVENTS,
  type FirmWebhookEvent,
  type NonprofitWebhookEvent,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { SealedText } from '../../security/sealed-text';
import { query } from '../query';

/** Every event a webhook carries: the firms' and the nonprofits'. */
export type WebhookEvent = FirmWebhookEvent | NonprofitWebhookEvent;
const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  ...FIRM_WEBHOOK_EVENTS,
  ...NONPROFIT_WEBHOOK_EVENTS,
];

export const webhookEventOf = (value: string): WebhookEvent => {
  const type = WEBHOOK_EVENTS.find((known) => known === value);
  if (!type) throw new Error(`unknown webhook event ${value}`);
  return type;
};

/** Whose endpoint it is: a firm (its tenant) or a nonprofit (its partner organization). */
export type WebhookOwner =
  | { readonly tenantId: string; readonly organizationId?: never }
  | { readonly organizationId: string; readonly tenantId?: never };

const ownerColumn = (owner: WebhookOwner) =>
  owner.tenantId !== undefined
    ? { column: 'tenant_id', value: owner.tenantId }
    : { column: 'organization_id', value: owner.organizationId };

/** A delivery claimed for sending: where to, with what, signed with which secret. */
export interface DueWebhook {
  readonly id: string;
  readonly eventId: string;
  readonly type: WebhookEvent;
  readonly url: string;
  readonly secret: string;
  readonly payload: string;
  readonly attempts: number;
}

/**
 * The webhook outbox in PostgreSQL (ADR 0027, generalized by ADR 0032): endpoints owned by a firm
 * or a nonprofit, each with its signing secret sealed (AES-256-GCM under a key derived from the
 * deployment's secret), and one delivery per event and endpoint, claimed under a lease with
 * `skip locked` and retried with back-off by the one webhook job (WebhookDelivery).
 */
export class WebhookOutbox {
  private readonly secrets: SealedText;

  constructor(
    private readonly em: EntityManager,
    /** The deployment's secret, shared by every replica. */
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

  /** A new signing secret as the endpoint keeps it. */
  seal(secret: string): string {
    return this.secrets.seal(secret);
  }

  async addEndpoint(
    owner: WebhookOwner,
    endpoint: { readonly id: string; readonly url: string; readonly createdAt: Date },
    secret: string,
  ): Promise<void> {
    const { column, value } = ownerColumn(owner);
    await query(
      this.em,
      `insert into firm_webhook_endpoint (id, ${column}, url, secret, created_at, disabled_at)
       values (?, ?, ?, ?, ?, null)`,
      [endpoint.id, value, endpoint.url, this.secrets.seal(secret), endpoint.createdAt],
    );
  }

  /** Stops the owner's working endpoints at `at`: nothing more is queued for them. */
  async disableEndpoints(owner: WebhookOwner, at: Date): Promise<void> {
    const { column, value } = ownerColumn(owner);
    await query(
      this.em,
      `update firm_webhook_endpoint set disabled_at = ?
       where ${column} = ? and disabled_at is null`,
      [at, value],
    );
  }

  /** The URL of the owner's working endpoint (the newest), if it has one. */
  async workingUrl(owner: WebhookOwner): Promise<string | null> {
    const { column, value } = ownerColumn(owner);
    const rows = await query<{ url: string }>(
      this.em,
      `select url from firm_webhook_endpoint where ${column} = ? and disabled_at is null
       order by created_at desc, id limit 1`,
      [value],
    );
    return rows[0]?.url ?? null;
  }

  /**
   * Queues the event once for each working endpoint of its owner; an event id already queued for
   * an endpoint is not queued again. Answers how many deliveries were queued.
   */
  async enqueue(
    owner: WebhookOwner,
    event: {
      readonly eventId: string;
      readonly type: WebhookEvent;
      readonly payload: string;
      readonly occurredAt: Date;
    },
  ): Promise<number> {
    const { column, value } = ownerColumn(owner);
    const rows = await query<{ id: string }>(
      this.em,
      `insert into firm_webhook_delivery (id, endpoint_id, event_id, event_type, payload,
         next_attempt_at, created_at)
       select ? || '-' || e.id, e.id, ?, ?, ?, ?, ?
       from firm_webhook_endpoint e
       where e.${column} = ? and e.disabled_at is null
       on conflict (endpoint_id, event_id) do nothing
       returning id`,
      [
        randomUUID(),
        event.eventId,
        event.type,
        event.payload,
        event.occurredAt,
        event.occurredAt,
        value,
      ],
    );
    return rows.length;
  }

  /**
   * Claims up to `limit` due deliveries, of every owner, for `leaseMs`. A firm's disabled endpoint
   * is paused: its deliveries wait until staff enable it (ADR 0027). A nonprofit's endpoint is
   * disabled only when staff replace it, and what was queued for it still goes (ADR 0032).
   */
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
         join firm_webhook_endpoint e on e.id = d.endpoint_id
           and (e.disabled_at is null or e.organization_id is not null)
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
      type: webhookEventOf(row.event_type),
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

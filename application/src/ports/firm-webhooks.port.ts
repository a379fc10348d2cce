import type { FirmWebhookData, FirmWebhookEvent } from '@bequest/domain';

/** Where a firm (tenant) receives its webhooks; the secret that signs them is kept apart. */
export interface FirmWebhookEndpoint {
  readonly id: string;
  readonly tenantId: string;
  readonly url: string;
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
}

/**
 * Something that happened to one of the firm's clients, to tell the firm, with the `data` its
 * type carries (FIRM_WEBHOOK_DATA). Queued in the transaction of the act that causes it.
 */
export type FirmWebhookEventInput = {
  readonly [Type in FirmWebhookEvent]: {
    readonly tenantId: string;
    /** The same on every retry, and across endpoints: the firm's idempotency key. */
    readonly eventId: string;
    readonly type: Type;
    readonly data: FirmWebhookData[Type];
    readonly occurredAt: Date;
  };
}[FirmWebhookEvent];

/** One event's delivery to one endpoint, as its log shows it. */
export interface FirmWebhookDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly eventId: string;
  readonly type: FirmWebhookEvent;
  readonly status: 'queued' | 'delivered' | 'failed';
  readonly attempts: number;
  readonly nextAttemptAt: Date | null;
  /** The HTTP status of the last attempt; null when it got no answer. */
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  readonly deliveredAt: Date | null;
  readonly createdAt: Date;
}

/**
 * The firms' webhook endpoints and their outbox (issue 25): events are queued in PostgreSQL,
 * never sent inline, and a job delivers them with retries, so a firm's outage loses none.
 */
export interface FirmWebhooks {
  addEndpoint(endpoint: FirmWebhookEndpoint, secret: string): Promise<void>;
  listEndpoints(tenantId: string): Promise<readonly FirmWebhookEndpoint[]>;
  /**
   * Signs with a new secret from now on, retries of queued deliveries too. Null when the tenant
   * has no such endpoint.
   */
  replaceSecret(
    tenantId: string,
    endpointId: string,
    secret: string,
  ): Promise<FirmWebhookEndpoint | null>;
  /**
   * Stops deliveries to an endpoint from `disabledAt` (an endpoint already stopped keeps its
   * time), or resumes them with null: queued deliveries wait while it is stopped, and events
   * meanwhile are not queued for it. Null when the tenant has no such endpoint.
   */
  setDisabled(
    tenantId: string,
    endpointId: string,
    disabledAt: Date | null,
  ): Promise<FirmWebhookEndpoint | null>;
  /**
   * Queues the event once for each working endpoint of its tenant; an event id already queued
   * for an endpoint is not queued again. Answers how many deliveries were queued.
   */
  enqueue(event: FirmWebhookEventInput): Promise<number>;
  /** An endpoint's delivery log, newest first. */
  deliveries(tenantId: string, endpointId: string): Promise<readonly FirmWebhookDelivery[]>;
}
export const FIRM_WEBHOOKS: symbol = Symbol.for('FirmWebhooks');

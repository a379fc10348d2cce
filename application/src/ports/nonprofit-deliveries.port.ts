import type { NonprofitWebhookEvent } from '@bequest/domain';

/** Where and to whom a nonprofit's deliveries go, as staff set them (giving 4.7, 6). */
export interface NonprofitDeliverySettings {
  readonly organizationId: string;
  /** The signed webhook's endpoint; null when the nonprofit takes e-mail only. */
  readonly url: string | null;
  /** The addresses the e-mail digest goes to. */
  readonly contacts: readonly string[];
  readonly updatedAt: Date | null;
}

/**
 * One event sent to one nonprofit about one person: exactly the body sent (the e-mail's lines and
 * the webhook's JSON are both made from it), kept as the person's consent ledger and the staff's
 * CSV. Never recomputed: the ledger reads these rows.
 */
export interface NonprofitDelivery {
  readonly id: string;
  /** The event's id: the nonprofit's idempotency key, the same on every retry. */
  readonly eventId: string;
  readonly tenantId: string;
  readonly accountId: string;
  readonly profileId: string;
  readonly organizationId: string;
  readonly type: NonprofitWebhookEvent;
  /** The pseudonymous reference this nonprofit knows the person by. */
  readonly donorReference: string;
  /** The JSON body, as the webhook sends it and the e-mail summarizes it. */
  readonly body: string;
  /** False for a withdrawal kept for the person's record but sent to no one (nothing had been). */
  readonly sent: boolean;
  readonly createdAt: Date;
}

export interface NonprofitDeliveryFilter {
  readonly organizationId?: string;
}

/**
 * The nonprofits' delivery settings and the deliveries made (giving 4.7, 6). Recording a sent
 * delivery also queues its webhook to the nonprofit's endpoint, in the same transaction, through
 * the firms' webhook outbox (ADR 0032).
 */
export interface NonprofitDeliveries {
  settings(organizationId: string): Promise<NonprofitDeliverySettings>;
  /**
   * Keeps the endpoint and contacts. A `secret` replaces the endpoint (and its signing secret);
   * null keeps the endpoint as it is when the URL is unchanged, or removes it when `url` is null.
   */
  saveSettings(settings: NonprofitDeliverySettings, secret: string | null): Promise<void>;
  /** Keeps the delivery; a sent one is queued for the nonprofit's endpoint. */
  record(delivery: NonprofitDelivery): Promise<void>;
  /** One person's deliveries, newest first. */
  forProfile(
    tenantId: string,
    accountId: string,
    profileId: string,
  ): Promise<readonly NonprofitDelivery[]>;
  /** Every delivery sent (all tenants), newest first, at most `limit`. */
  list(filter: NonprofitDeliveryFilter, limit: number): Promise<readonly NonprofitDelivery[]>;
}
export const NONPROFIT_DELIVERIES: symbol = Symbol.for('NonprofitDeliveries');

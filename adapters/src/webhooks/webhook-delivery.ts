import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  webhookRetryDelayMs,
  webhookSignatureHeader,
  webhookSignedText,
} from '@bequest/domain';
import { createHmac } from 'node:crypto';
import type { WebhookOutbox } from '../mikro-orm/firm-access/webhook-outbox';
import { OutboxPoller } from '../jobs/outbox-poller';

const LEASE_MS = 60_000;
/** A firm's endpoint must answer within this; a slower one is retried. */
const TIMEOUT_MS = 10_000;

/** The signature header of a body sent at `at`, with the endpoint's secret. */
export const signWebhook = (body: string, secret: string, at: Date): string => {
  const timestamp = Math.floor(at.getTime() / 1000);
  return webhookSignatureHeader(
    timestamp,
    createHmac('sha256', secret).update(webhookSignedText(timestamp, body)).digest('hex'),
  );
};

/**
 * The webhook job (issue 25): claims due deliveries from the outbox and POSTs each event's JSON
 * to its endpoint, signed (`Bequest-Signature`) and with its event id (`Bequest-Event-Id`, the
 * same on every retry). A 2xx answer delivers it; anything else, or no answer in 10 s, is retried
 * with back-off (10 s doubling, at most an hour), 12 attempts in all, each kept in the log.
 */
export class WebhookDelivery extends OutboxPoller {
  protected readonly pollMs = 2_000;

  constructor(
    /** The firms' and the nonprofits' outbox (ADR 0027, 0032): one job sends both. */
    private readonly outbox: Pick<WebhookOutbox, 'claimDue' | 'markDelivered' | 'markFailed'>,
    private readonly now: () => Date = () => new Date(),
    private readonly fetchImpl: typeof fetch = globalThis.fetch,
  ) {
    super();
  }

  protected async deliver(): Promise<number> {
    const due = await this.outbox.claimDue(this.now(), LEASE_MS);
    let delivered = 0;
    for (const webhook of due) {
      const at = this.now();
      let status: number | null = null;
      try {
        const answer = await this.fetchImpl(webhook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Bequest-Webhooks/1',
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(webhook.payload, webhook.secret, at),
            [WEBHOOK_EVENT_ID_HEADER]: webhook.eventId,
            [WEBHOOK_EVENT_TYPE_HEADER]: webhook.type,
          },
          body: webhook.payload,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = answer.status;
        await answer.body?.cancel();
        if (status < 200 || status > 299) throw new Error(`the endpoint answered ${status}`);
        await this.outbox.markDelivered(webhook.id, status, this.now());
        delivered += 1;
      } catch (error) {
        const attempts = webhook.attempts + 1;
        await this.outbox.markFailed(
          webhook.id,
          status,
          error instanceof Error ? error.message : String(error),
          attempts >= WEBHOOK_MAX_ATTEMPTS
            ? null
            : new Date(this.now().getTime() + webhookRetryDelayMs(attempts)),
        );
      }
    }
    return delivered;
  }
}

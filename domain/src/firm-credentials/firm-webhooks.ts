/**
 * Signed webhooks to a partner firm (issue 25): what happened, sent as JSON to each of the firm's
 * endpoints, signed with the endpoint's secret. A print-and-mail request's and a strategist
 * call's events carry the new status (requested, scheduled and skipped among them), so one event
 * follows each from start to end. Each payload's schema is in the SDK's contract
 * (webhook-events.ts).
 */
export const FIRM_WEBHOOK_EVENTS = [
  'plan.completed',
  'document.finalized',
  'print_mail.status_changed',
  'strategist_call.status_changed',
  'client.advisor_changed',
] as const;
export type FirmWebhookEvent = (typeof FIRM_WEBHOOK_EVENTS)[number];

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe-style receivers expect. */
export const WEBHOOK_SIGNATURE_HEADER = 'bequest-signature';
/** The event's id: the same on every retry, so the firm can drop a repeat (idempotency key). */
export const WEBHOOK_EVENT_ID_HEADER = 'bequest-event-id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'bequest-event-type';

/** How old a signature's timestamp may be before a receiver refuses it: 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The text that is signed: the timestamp, a dot, and the body exactly as sent. */
export const webhookSignedText = (timestamp: number, body: string): string =>
  `${timestamp}.${body}`;

/** The signature header from its timestamp and hex HMAC. */
export const webhookSignatureHeader = (timestamp: number, hmacHex: string): string =>
  `t=${timestamp},v1=${hmacHex}`;

/** The timestamp and the v1 signatures of a header; null when it is not one. */
export const parseWebhookSignature = (
  header: string,
): { readonly timestamp: number; readonly signatures: readonly string[] } | null => {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
};

/** Back-off between delivery attempts: 10 s doubling, at most an hour; 12 attempts in all. */
export const webhookRetryDelayMs = (attempts: number): number =>
  Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
export const WEBHOOK_MAX_ATTEMPTS = 12;

import {
  parseWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookSignedText,
} from '@bequest/domain';

/** A request's headers: the Fetch API's, or Node's (`IncomingMessage.headers`). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | string[] | undefined>>;

const headerOf = (headers: WebhookHeaders, name: string): string | null => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
};

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Compares two hex strings of equal length without stopping at the first difference. */
const sameText = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
};

/**
 * Whether a webhook Bequest sent to the firm is genuine (issue 25): its `Bequest-Signature`
 * header is `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<body>` with the endpoint's secret,
 * and the timestamp is within five minutes of now, so a captured request cannot be replayed later.
 * Pass the body exactly as received, before parsing it. Each event's `Bequest-Event-Id` stays the
 * same on every retry: keep the ids handled and drop a repeat. Works in Node and in browsers
 * (Web Crypto).
 *
 * @example
 * app.post('/bequest-webhooks', express.text({ type: '*\/*' }), async (req, res) => {
 *   if (!(await verifyWebhook(req.body, req.headers, process.env.BEQUEST_WEBHOOK_SECRET!)))
 *     return res.sendStatus(400);
 *   const event = FirmWebhookBodySchema.parse(JSON.parse(req.body)); // typed by event.type
 *   res.sendStatus(204);
 * });
 */
export const verifyWebhook = async (
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: { readonly toleranceSeconds?: number; readonly now?: Date } = {},
): Promise<boolean> => {
  const header = headerOf(headers, WEBHOOK_SIGNATURE_HEADER);
  const parsed = header === null ? null : parseWebhookSignature(header);
  if (!parsed || secret.length === 0) return false;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - parsed.timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS))
    return false;
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = hex(
    await globalThis.crypto.subtle.sign(
      'HMAC',
      key,
      encoder.encode(webhookSignedText(parsed.timestamp, text)),
    ),
  );
  return parsed.signatures.some((signature) => sameText(signature, expected));
};

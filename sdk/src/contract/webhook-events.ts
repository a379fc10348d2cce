import { FIRM_WEBHOOK_DATA, type FirmWebhookEvent } from '@bequest/domain';
import { z } from 'zod';

const eventOf = <Type extends FirmWebhookEvent>(type: Type) =>
  z.object({
    /** The event's id, the same on every retry (`Bequest-Event-Id`): drop an id seen before. */
    id: z.string(),
    type: z.literal(type),
    /** When it happened (ISO 8601). */
    createdAt: z.iso.datetime({ offset: true }),
    data: FIRM_WEBHOOK_DATA[type],
  });

/**
 * The body of every webhook Bequest sends a firm (issue 25), by its `type`: read it with
 * `FirmWebhookBodySchema.parse(JSON.parse(body))` once `verifyWebhook` has accepted it.
 *
 * - `plan.completed`: every document of a client's plan package is finished.
 * - `document.finalized`: a client finalized a document.
 * - `print_mail.status_changed`: a print-and-mail request was made (`requested`), printed, mailed,
 *   delivered or canceled (with its `reason`).
 * - `strategist_call.status_changed`: a strategist call was scheduled or skipped, its documents
 *   sent, the call held, or cancelled (with its `reason`).
 * - `client.advisor_changed`: the firm's sign-on named another advisor for the client, or none.
 */
export const FirmWebhookBodySchema = z.discriminatedUnion('type', [
  eventOf('plan.completed'),
  eventOf('document.finalized'),
  eventOf('print_mail.status_changed'),
  eventOf('strategist_call.status_changed'),
  eventOf('client.advisor_changed'),
]);
/** A webhook's body, narrowed by its `type`. */
export type FirmWebhookBody = z.output<typeof FirmWebhookBodySchema>;
/** The body of one type of webhook: `FirmWebhookBodyOf<'plan.completed'>`. */
export type FirmWebhookBodyOf<Type extends FirmWebhookEvent> = Extract<
  FirmWebhookBody,
  { type: Type }
>;

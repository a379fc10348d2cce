import { FIRM_WEBHOOK_EVENTS } from '@bequest/domain';
import { jsonSchemaOf } from './json-schema';
import { FirmWebhookBodySchema } from './webhook-events';

/**
 * The webhooks Bequest sends a firm's endpoints (OpenAPI 3.1 `webhooks`), one per event type,
 * each with its body's schema: signed in `Bequest-Signature`, its id in `Bequest-Event-Id`.
 */
export const webhooksOf = () =>
  Object.fromEntries(
    FIRM_WEBHOOK_EVENTS.map((type) => {
      const body = FirmWebhookBodySchema.options.find(
        (option) => option.shape.type.value === type,
      )!;
      return [
        type,
        {
          post: {
            operationId: `webhook:${type}`,
            summary: `The firm hears of ${type}`,
            description:
              'Sent to each of the firm’s endpoints, signed `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">` in `Bequest-Signature` with the endpoint’s secret (check it with the SDK’s `verifyWebhook`); `Bequest-Event-Id` is the same on every retry. Answer 2xx within 10 s, or it is retried with back-off.',
            // Bequest signs the body (Bequest-Signature); the firm's endpoint asks no credential.
            security: [],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(body, 'output') } },
            },
            responses: { '2XX': { description: 'Received' } },
          },
        },
      ];
    }),
  );

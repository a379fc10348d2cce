/**
 * A partner firm's endpoint for Bequest's webhooks: it reads the raw body, checks the signature
 * with the endpoint's secret (verifyWebhook, within five minutes), reads the event by its type,
 * handles each event id once (a retry sends the same id) and answers 2xx quickly; anything else
 * makes Bequest try again later.
 *
 *   WEBHOOK_SECRET=whsec_… PORT=8080 npx tsx examples/receive-a-webhook.ts
 */
import { FirmWebhookBodySchema, verifyWebhook, type FirmWebhookBody } from '@bequest/sdk';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Listens for webhooks; `onEvent` gets each verified event once. `secret` may be read on each
 * request, so a rotated secret is taken without a restart.
 */
export const receiveWebhooks = async ({
  secret,
  port = 0,
  onEvent,
}: {
  readonly secret: string | (() => string);
  readonly port?: number;
  readonly onEvent: (event: FirmWebhookBody) => void | Promise<void>;
}) => {
  const seen = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        // Verify the bytes as received, before parsing: a parsed and re-written body would differ.
        if (
          request.method !== 'POST' ||
          !(await verifyWebhook(
            body,
            request.headers,
            typeof secret === 'string' ? secret : secret(),
          ))
        ) {
          response.writeHead(401).end();
          return;
        }
        const event = FirmWebhookBodySchema.safeParse(JSON.parse(body));
        if (!event.success) {
          // A type this code does not know yet: accept it, so it is not sent again.
          response.writeHead(204).end();
          return;
        }
        if (!seen.has(event.data.id)) {
          seen.add(event.data.id);
          await onEvent(event.data);
        }
        response.writeHead(204).end();
      })().catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bequest-webhooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

if (require.main === module)
  void receiveWebhooks({
    secret: process.env.WEBHOOK_SECRET ?? '',
    port: Number(process.env.PORT ?? 8080),
    onEvent: (event) => console.log(event.type, event.id, JSON.stringify(event.data)),
  }).then(({ url }) => console.log(`Listening at ${url}`));

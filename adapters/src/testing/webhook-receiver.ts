import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A firm's webhook endpoint on a free local port, for tests: keeps each request and answers it
 * with the next of `statuses`, then 204.
 */
export const startWebhookReceiver = async (statuses: number[]) => {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bequest-webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One envelope as the stand-in received it: its raw text, and the events it carried. */
export interface ReceivedEnvelope {
  readonly body: string;
  readonly events: readonly Record<string, unknown>[];
}

/** The events of a Sentry envelope: newline-separated JSON, each item's header before it. */
const eventsOf = (body: string) => {
  const lines = body.split('\n').filter(Boolean);
  const events: Record<string, unknown>[] = [];
  for (let index = 1; index < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}'));
  }
  return events;
};

/**
 * An error-reporting service on a free local port, for tests: takes Sentry envelopes from the
 * server's SDK and from a browser on any origin, and keeps them.
 */
export const startErrorReportingStandIn = async () => {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = (
        request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
      ).toString('utf8');
      if (request.method === 'POST') received.push({ body, events: eventsOf(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

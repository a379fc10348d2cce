import { PostHogProductAnalytics } from '@bequest/adapters';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
};

describe('product analytics sent to a configured PostHog (ADR 0028)', () => {
  let host: Server;
  let posthog: PostHogProductAnalytics;
  let testApp: TestApp;
  let baseUrl: string;
  const received: string[] = [];

  beforeAll(async () => {
    host = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        received.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
      });
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    posthog = new PostHogProductAnalytics({
      apiKey: 'phc_test',
      host: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
    });
    ({ testApp, baseUrl } = await startListeningTestApp({ productAnalytics: posthog }));
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => host.close(resolve));
  });

  it("sends the server's events by account id, with no e-mail, name or birth date in the body", async () => {
    const grant = await getStarted(
      clientFor(baseUrl, 'localhost'),
      'posthog.person@example.com',
      'Nadia',
    );
    const sdk = clientFor(baseUrl, 'localhost', () => grant.token);
    (await sdk.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    await posthog.shutdown();
    const bodies = received.join('\n');
    expect(bodies).toContain('get_started');
    expect(bodies).toContain('will_start');
    expect(bodies).toContain(grant.user.activeProfile.accountId!);
    for (const personal of ['posthog.person', 'example.com', 'Nadia', '"Li"', '1980', '01/15'])
      expect(bodies).not.toContain(personal);
  });
});

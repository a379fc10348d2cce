import { PRODUCT_ANALYTICS_SERVICE, RecordAnalyticsEvent } from '@bequest/application';
import { inMemoryContainer, InMemoryPorts } from '@bequest/application/testing';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { PostHogProductAnalytics, productAnalyticsFromEnv } from './posthog-product-analytics';

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
};

describe('events sent to PostHog through its Node SDK (ADR 0028)', () => {
  let server: Server;
  let host = '';
  const received: { path: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        received.push({ path: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received.length = 0;
  });

  it('sends the event by account id, with no e-mail, name or birth date in the body', async () => {
    const posthog = new PostHogProductAnalytics({ apiKey: 'phc_test', host });
    const ports = new InMemoryPorts();
    const { container } = inMemoryContainer(ports);
    container.rebind(PRODUCT_ANALYTICS_SERVICE).toConstantValue(posthog);
    const outcome = await container.get(RecordAnalyticsEvent).execute({
      name: 'will_download',
      tenantId: 'bequest',
      person: { accountId: 'account-42' },
      properties: {
        document: 'will',
        email: 'ann.smith@example.com',
        fullName: 'Ann Smith',
        birthDate: '03/14/1960',
        note: 'from ann.smith@example.com',
      },
      context: {
        locale: 'en-US',
        path: '/account',
        query: { name: 'Ann Smith', dob: '1960-03-14', utm_source: 'newsletter' },
      },
      privacy: { doNotTrack: false, globalPrivacyControl: false, optedOut: false },
    });
    await posthog.shutdown();
    expect(outcome).toBe('recorded');
    const bodies = received.map((request) => request.body).join('\n');
    expect(bodies).toContain('will_download');
    expect(bodies).toContain('account-42');
    expect(bodies).toContain('newsletter');
    for (const personal of ['ann.smith', 'example.com', 'Ann', 'Smith', '1960', '03/14'])
      expect(bodies).not.toContain(personal);
  });

  it('sends an anonymous browser by its random id, without a person profile', async () => {
    const posthog = new PostHogProductAnalytics({ apiKey: 'phc_test', host });
    await posthog.capture({
      name: 'will_continue',
      tenantId: 'bequest',
      accountId: null,
      anonymousId: 'b1d2',
      properties: {},
      context: {},
      occurredAt: new Date('2026-11-23T10:00:00Z'),
    });
    await posthog.shutdown();
    const bodies = received.map((request) => request.body).join('\n');
    expect(bodies).toContain('anonymous:b1d2');
    expect(bodies).toContain('"$process_person_profile":false');
  });

  it('is off unless both POSTHOG_API_KEY and POSTHOG_HOST are set', () => {
    expect(productAnalyticsFromEnv({})).not.toBeInstanceOf(PostHogProductAnalytics);
    expect(productAnalyticsFromEnv({ POSTHOG_API_KEY: 'phc_test' })).not.toBeInstanceOf(
      PostHogProductAnalytics,
    );
    expect(
      productAnalyticsFromEnv({ POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: host }),
    ).toBeInstanceOf(PostHogProductAnalytics);
  });
});

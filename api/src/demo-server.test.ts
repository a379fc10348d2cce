import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicTenantConfiguration, TENANT_CONFIGURATIONS } from '@bequest/domain';
import { createDemoServer } from './demo-server';

const server = createDemoServer();
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// fetch() does not let a caller set Host, so the requests go through node:http.
const get = (path: string, host?: string) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    request(`${origin}${path}`, { headers: host ? { host } : {} }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('demo server', () => {
  it('answers the health check', async () => {
    expect(await get('/v2/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('resolves the tenant of the request host without its secrets (platform-core.md 2.1)', async () => {
    const { status, body } = await get('/v2/tenant', 'willow.localhost:3000');
    expect(status).toBe(200);
    expect(body.environment).toBe('local');
    expect(body.configuration).toEqual(
      JSON.parse(JSON.stringify(publicTenantConfiguration(TENANT_CONFIGURATIONS.willow))),
    );
    expect(body.configuration).not.toHaveProperty('secrets');
  });

  it('reports an unknown host with the specification code', async () => {
    const { status, body } = await get('/v2/tenant', 'unknown.example');
    expect(status).toBe(404);
    expect(body.code).toBe('TENANT.NO_VALID_TENANT');
  });

  it('answers unknown paths with 404', async () => {
    expect((await get('/nowhere')).status).toBe(404);
  });
});

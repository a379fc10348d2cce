import { createServer, type Server } from 'node:http';
import {
  findTenantConfiguration,
  publicTenantConfiguration,
  resolveTenantFromHost,
} from '@bequest/domain';

type Reply = { readonly status: number; readonly body: unknown };

const tenantOf = (host: string | undefined): Reply =>
  resolveTenantFromHost(host)
    .andThen(({ tenantId, environment }) =>
      findTenantConfiguration(tenantId).map((configuration) => ({
        environment,
        configuration: publicTenantConfiguration(configuration),
      })),
    )
    .match<Reply>(
      (tenant) => ({ status: 200, body: tenant }),
      (error) => ({ status: 404, body: error }),
    );

const route = (method: string | undefined, path: string, host: string | undefined): Reply => {
  if (method !== 'GET') return { status: 405, body: { message: 'Method not allowed' } };
  if (path === '/v2/health') return { status: 200, body: { status: 'ok' } };
  if (path === '/v2/tenant') return tenantOf(host);
  return { status: 404, body: { message: 'Not found' } };
};

/**
 * The stand-in server `npm start` runs until the NestJS API (issue #3) replaces it: it answers the
 * health check and the tenant a request's host resolves to, straight from the domain rules.
 */
export const createDemoServer = (): Server =>
  createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const { status, body } = route(request.method, path, request.headers.host);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  });

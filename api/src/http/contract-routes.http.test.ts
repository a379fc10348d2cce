import { METHODS } from 'node:http';
import { API_BASE_PATH, CONTRACT, type HttpMethod } from '@bequest/sdk/contract';
import type { Express } from 'express';
import request from 'supertest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './session.guard';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The routes the API serves outside the contract, each with its reason. The development mail
 * viewer and the built web app are middleware, not routes: they answer what no route does.
 */
const OUTSIDE_THE_CONTRACT: Readonly<Record<string, string>> = {
  'GET /v2/health/live': 'the orchestrator’s liveness probe, not a call of the API (issue 20)',
  'GET /v2/health/ready': 'the orchestrator’s readiness probe, 503 until the database answers',
  'GET /v2/openapi.json': 'the description of the contract itself',
};

/** A layer of Express's router: a route has a path and the methods it answers. */
interface RouterLayer {
  readonly route?: { readonly path: string; readonly methods: Readonly<Record<string, boolean>> };
}

/** Every method and path Nest registered on the app's router, as `GET /v2/tenant`. */
const servedRoutes = (testApp: TestApp): string[] => {
  const express: Express = testApp.app.getHttpAdapter().getInstance();
  const { stack } = express.router as unknown as { readonly stack: readonly RouterLayer[] };
  return stack.flatMap(({ route }) =>
    // Nest mounts its not-found handler for every method on each path outside the global prefix.
    route && !METHODS.every((method) => route.methods[method.toLowerCase()])
      ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`)
      : [],
  );
};

const contractRoutes = Object.values(CONTRACT).map(
  (route) => `${route.method} ${route.prefixed ? API_BASE_PATH : ''}${route.path}`,
);

describe("the API's routes are the contract's (issue 22)", () => {
  let testApp: TestApp;
  let served: string[];
  const expected = [...contractRoutes, ...Object.keys(OUTSIDE_THE_CONTRACT)];

  beforeAll(async () => {
    testApp = await startTestApp();
    served = servedRoutes(testApp);
  });
  afterAll(() => testApp.close());

  it('serves no route outside the contract, but those listed with their reason', () => {
    expect(served.filter((route) => !expected.includes(route))).toEqual([]);
  });

  it('serves every route of the contract, and every route listed outside it', () => {
    expect(expected.filter((route) => !served.includes(route))).toEqual([]);
  });

  it("asks for a session on exactly the routes whose contract says so, as the OpenAPI document's security does", async () => {
    const server = request(testApp.app.getHttpServer());
    const unauthenticated: string[] = [];
    for (const [name, route] of Object.entries(CONTRACT)) {
      // The session guard answers before the path's parameters are read.
      const path = `${route.prefixed ? API_BASE_PATH : ''}${route.path.replace(/:[A-Za-z]+/g, 'x')}`;
      const method = route.method.toLowerCase() as Lowercase<HttpMethod>;
      const response = await server[method](path).set(CSRF_HEADER, CSRF_HEADER_VALUE);
      if (response.body?.error?.code === 'AUTH.UNAUTHENTICATED') unauthenticated.push(name);
    }
    expect(unauthenticated.sort()).toEqual(
      Object.entries(CONTRACT)
        .filter(([, route]) => route.auth === 'session')
        .map(([name]) => name)
        .sort(),
    );
  });
});

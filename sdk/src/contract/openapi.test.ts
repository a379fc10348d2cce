import { FIRM_WEBHOOK_EVENTS } from '@bequest/domain';
import { z } from 'zod';
import { CONTRACT } from './contract';
import { openApiDocument } from './openapi';
import { headlineOf, operationOf } from './openapi-operation';
import { route, takesBody, type Route } from './route';

interface Operation {
  readonly operationId: string;
  readonly security: readonly unknown[];
  readonly requestBody?: { content: { 'application/json': { example: unknown } } };
  readonly responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
}

describe('openApiDocument', () => {
  const document = openApiDocument('1.2.3');
  const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation;

  it('describes every route of the contract under /v2', () => {
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((each) => (each as Operation).operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(CONTRACT).sort());
    expect(Object.keys(document.paths)).toContain('/v2/tenant');
  });

  it("describes each webhook a firm receives with its body's schema, and a create's Idempotency-Key", () => {
    expect(Object.keys(document.webhooks)).toEqual(FIRM_WEBHOOK_EVENTS);
    const body = document.webhooks['plan.completed']!.post.requestBody as unknown as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(body.content['application/json'].schema.properties).toMatchObject({
      type: { const: 'plan.completed' },
      data: { properties: { packageType: { enum: expect.arrayContaining(['trust_based']) } } },
    });
    const create = operation('/v2/qcds', 'post') as Operation & {
      parameters: { name: string; in: string }[];
    };
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(create.responses['422']?.description).toContain('REQUEST.IDEMPOTENCY_KEY_REUSED');
    const write = operation('/v2/qcds/{id}', 'put') as Operation & {
      parameters: { name: string }[];
    };
    expect(write.parameters.map(({ name }) => name)).not.toContain('Idempotency-Key');
  });

  it("lists a route's known failures by status, naming each status's codes", () => {
    const { responses } = operation('/v2/tenant', 'get');
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '404', '500', '503']);
    expect(responses['404']?.description).toBe(
      "The error's code is `TENANT.INVALID_HOSTNAME`, `TENANT.NO_VALID_TENANT` or `TENANT.UNKNOWN_TENANT_ID`.",
    );
  });

  it('asks a session route for the token cookie or a bearer token, and a cookie write for the CSRF header', () => {
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      in: 'cookie',
      name: 'token',
    });
    const setPassword = operation('/v2/auth/password', 'put');
    expect(setPassword.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(Object.keys(setPassword.responses)).toEqual(
      expect.arrayContaining(['401', '403', '413', '415']),
    );
    expect(operation('/v2/me', 'get').responses['403']).toBeUndefined();
  });

  it("asks a firm route for the firm's API key with its scope, and names its refusals", () => {
    expect(document.components.securitySchemes.firmApiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const documents = operation('/v2/firm/clients/{clientId}/documents', 'get');
    expect(documents.security).toEqual([{ firmApiKey: ['documents:read'] }]);
    expect(operation('/v2/firm/clients', 'get').security).toEqual([
      { firmApiKey: ['clients:read'] },
    ]);
    expect(documents.responses['401']?.description).toContain('FIRM.UNAUTHENTICATED');
    expect(documents.responses['403']?.description).toContain('FIRM.SCOPE_MISSING');
    expect(documents.responses['429']?.description).toContain('REQUEST.RATE_LIMITED');
    // A firm key is never a session: no session route names the firm's scheme.
    expect(operation('/v2/me', 'get').security).not.toContainEqual(
      expect.objectContaining({ firmApiKey: expect.anything() }),
    );
  });

  it('says outright that a public route needs no credentials', () => {
    expect(operation('/v2/auth/log-in', 'post').security).toEqual([]);
  });

  it("gives every request body an example the route's schema accepts", () => {
    const bodies = (Object.entries(CONTRACT) as [string, Route][])
      .filter(([, each]) => takesBody(each))
      .map(([name, each]) => {
        const { path, method } = each;
        const prefixed = `${each.prefixed ? '/v2' : ''}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
        const example = operation(prefixed, method.toLowerCase()).requestBody?.content[
          'application/json'
        ].example;
        return { name, refused: each.body.safeParse(example).error?.issues ?? [] };
      });
    expect(bodies.filter(({ refused }) => refused.length > 0)).toEqual([]);
    expect(bodies.length).toBeGreaterThan(30);
  });
});

describe('operationOf', () => {
  const retiring = route({
    method: 'GET',
    path: '/retiring',
    summary: 'A route on its way out',
    auth: 'public',
    response: z.object({ ok: z.literal(true) }),
    deprecation: { since: '2027-01-01', sunset: '2027-07-01' },
  });

  it('marks a deprecated route and names the headers it answers with', () => {
    const operation = operationOf('retiring', retiring);
    expect(operation).toMatchObject({
      deprecated: true,
      description:
        'A route on its way out. Deprecated since 2027-01-01; may stop answering after 2027-07-01.',
    });
    expect(operation.responses['200']?.headers).toMatchObject({
      Deprecation: { schema: { examples: ['@1798761600'] } },
      Sunset: { schema: { examples: ['Thu, 01 Jul 2027 00:00:00 GMT'] } },
    });
  });

  it('leaves a current route undeprecated', () => {
    expect(operationOf('getHealth', CONTRACT.getHealth)).not.toHaveProperty('deprecated');
  });
});

describe('headlineOf', () => {
  it.each([
    ['Log in: 200 verified, 207 unverified', 'Log in'],
    [
      'Set password (criteria of platform-core.md 5); other sessions end',
      'Set password (criteria of platform-core.md 5)',
    ],
    ['Sign up with a password. The answer is the same', 'Sign up with a password'],
    [
      'Marketing stats (AMOUNT_RAISED, and PRESS_MENTIONS: the mentions)',
      'Marketing stats (AMOUNT_RAISED, and PRESS_MENTIONS: the mentions)',
    ],
    ['Whether the API answers', 'Whether the API answers'],
  ])('%s gives %s', (summary, headline) => {
    expect(headlineOf(summary)).toBe(headline);
  });
});

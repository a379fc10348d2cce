import { PostgresFirmApiKeys } from '@bequest/adapters';
import { API_BASE_PATH, CONTRACT, firmScopeOf, type Route } from '@bequest/sdk/contract';
import fc from 'fast-check';
import { requestApi } from '../testing/request-api';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** Text of every kind a client may send: ordinary, empty, huge, binary, NUL, lone surrogates. */
const anyText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'a'.repeat(5_000),
    '\u0000',
    'x\ud800y',
    '../..',
    '%',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** A JSON value of any shape, at any depth. */
const anyJson = fc.jsonValue({ maxDepth: 4 });

/** A body as the wire carries it: JSON of the wrong or right shape, or bytes that are not JSON. */
const anyBody = fc.oneof(
  anyJson.map((value) => ({ text: JSON.stringify(value), type: 'application/json' })),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(anyText, anyJson)).map((value) => ({
    text: JSON.stringify(value),
    type: 'application/json',
  })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ text, type: 'application/json' })),
  fc.constantFrom(
    { text: '{}', type: 'application/json; charset=klingon' },
    { text: '{}', type: 'text/plain' },
    { text: 'a=1', type: 'application/x-www-form-urlencoded' },
  ),
);

const routes = Object.entries(CONTRACT) as [string, Route][];

/**
 * A path segment as bytes on the wire: every byte percent-encoded, so any text goes (a lone
 * surrogate as its replacement); some raw sequences that are not UTF-8 at all go as they are.
 */
const percentEncoded = (text: string) =>
  RAW_SEGMENTS.includes(text)
    ? text
    : [...Buffer.from(text, 'utf8')]
        .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
        .join('');
const RAW_SEGMENTS = ['%ED%A0%80', '%C0%AF', '%FF', '%00'];

/**
 * Every operation of the contract with arbitrary parameters, query strings (repeated ones too),
 * bodies, content types and credentials (issue 20): nothing answers 5xx, and a 404 only ever
 * means a record was not found, never that a contract path has no route.
 */
describe('the whole contract under arbitrary input', () => {
  let testApp: TestApp;
  let token: string;
  /** A firm's key with every scope: a firm route's signed-in caller (issue 25). */
  const firmKey = `bqk_live_0123456789abcdef_${'f'.repeat(48)}`;

  beforeAll(async () => {
    let baseUrl: string;
    ({ testApp, baseUrl } = await startListeningTestApp());
    token = (await getStarted(clientFor(baseUrl, 'localhost'), 'fuzz@example.com')).token;
    await new PostgresFirmApiKeys(testApp.orm.em).create(
      {
        id: '0123456789abcdef',
        tenantId: 'bequest',
        label: 'Fuzz',
        scopes: ['clients:read', 'documents:read'],
        createdAt: new Date(),
        createdBy: 'fuzz@bequest.example',
        lastUsedAt: null,
        revokedAt: null,
        replacedBy: null,
      },
      firmKey,
    );
  });
  afterAll(() => testApp.close());

  it.each(routes)('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(
        // A path segment is never empty: an empty one would name another path.
        fc.array(
          anyText.filter((text) => text !== ''),
          { minLength: 4, maxLength: 4 },
        ),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(anyText, fc.array(anyText))),
        anyBody,
        fc.boolean(),
        async (segments, query, body, signedIn) => {
          let index = 0;
          const path = route.path.replace(/:\w+/g, () => percentEncoded(segments[index++] ?? ''));
          const url = `${route.prefixed ? API_BASE_PATH : ''}${path}`;
          const server = requestApi(testApp);
          const verb = route.method.toLowerCase() as Lowercase<Route['method']>;
          const call = server[verb](url)
            .query(query)
            .set('Host', 'localhost')
            .set('Content-Type', body.type);
          if (signedIn) call.set('Authorization', `Bearer ${firmScopeOf(route) ? firmKey : token}`);
          const answer = route.method === 'GET' ? await call : await call.send(body.text);
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 404)
            expect(String(answer.body?.error?.message ?? '')).not.toMatch(/^Cannot /);
        },
      ),
      { numRuns: 100, seed: 20_261_125 },
    );
  });
});

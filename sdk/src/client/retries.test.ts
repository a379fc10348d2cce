import { createBequestClient } from './bequest-client';

/** Answers each call with the next of `answers`: a status (with Retry-After) or a thrown error. */
const scripted = (answers: ({ status: number; retryAfter?: string } | Error)[]) => {
  const methods: string[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    methods.push(init.method ?? 'GET');
    const answer = answers.shift() ?? { status: 200 };
    if (answer instanceof Error) throw answer;
    return new Response(
      answer.status === 200
        ? JSON.stringify({ tenantId: 'bequest', environment: 'production', configuration: {} })
        : '',
      {
        status: answer.status,
        headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
      },
    );
  }) as unknown as typeof globalThis.fetch;
  return { fetch, methods };
};

/** A fetch that answers only when its signal aborts, as a server that never answers. */
const silent = (async (_url: string, init: RequestInit) =>
  new Promise((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  )) as unknown as typeof globalThis.fetch;

describe('retries, timeouts and abandoning a call (issue 25)', () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);
  beforeEach(() => waits.splice(0));

  it('sends a read again after a 503, waiting as its Retry-After says', async () => {
    const { fetch, methods } = scripted([{ status: 503, retryAfter: '2' }, { status: 200 }]);
    const client = createBequestClient({ baseUrl: 'https://acme.example', fetch, sleep });
    const answer = await client.getTenant();
    // The second answer is the one read: a 200 (whose made-up body the schema refuses).
    expect(answer.isErr() ? answer.error.status : 200).toBe(200);
    expect(methods).toEqual(['GET', 'GET']);
    expect(waits).toEqual([2000]);
  });

  it('backs off twice as long each time after network failures, then answers the last failure', async () => {
    const { fetch, methods } = scripted([
      new TypeError('fetch failed'),
      { status: 502 },
      { status: 504 },
    ]);
    const client = createBequestClient({ baseUrl: 'https://acme.example', fetch, sleep });
    const answer = await client.getTenant();
    expect(answer._unsafeUnwrapErr().status).toBe(504);
    expect(methods).toHaveLength(3);
    expect(waits).toEqual([250, 500]);
  });

  it('never sends a write twice', async () => {
    const { fetch, methods } = scripted([{ status: 503 }]);
    const client = createBequestClient({ baseUrl: 'https://acme.example', fetch, sleep });
    const answer = await client.logIn({
      body: { email: 'ana@example.com', password: 'Secret12345' },
    });
    expect(answer._unsafeUnwrapErr().status).toBe(503);
    expect(methods).toEqual(['POST']);
    expect(waits).toEqual([]);
  });

  it('does not retry a client error, and retries none when told so', async () => {
    const refused = scripted([{ status: 404 }]);
    await createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: refused.fetch,
      sleep,
    }).getTenant();
    expect(refused.methods).toHaveLength(1);
    const once = scripted([{ status: 503 }]);
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: once.fetch,
      sleep,
      retries: 0,
    });
    expect((await client.getTenant())._unsafeUnwrapErr().status).toBe(503);
    expect(once.methods).toHaveLength(1);
  });

  it('fails with TIMEOUT when no answer comes in time', async () => {
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: silent,
      timeoutMs: 10,
      retries: 0,
    });
    expect((await client.getTenant())._unsafeUnwrapErr()).toEqual({
      status: 0,
      error: { code: 'TIMEOUT', message: 'No answer within 10 ms' },
    });
  });

  it('fails with ABORTED, and sends nothing more, when the caller abandons the call', async () => {
    const controller = new AbortController();
    const client = createBequestClient({ baseUrl: 'https://acme.example', fetch: silent, sleep });
    const answer = client.getTenant({ signal: controller.signal });
    controller.abort();
    expect((await answer)._unsafeUnwrapErr().error.code).toBe('ABORTED');
    expect(waits).toEqual([]);
  });
});

describe('idempotency keys on creates (issue 25)', () => {
  const sleep = async () => undefined;

  /** Records each call's Idempotency-Key and answers the next of `answers`. */
  const recorded = (answers: (number | Error)[]) => {
    const keys: (string | null)[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      const answer = answers.shift() ?? 201;
      if (answer instanceof Error) throw answer;
      return new Response(answer === 201 ? JSON.stringify({ id: 'qcd-1' }) : '', {
        status: answer,
      });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, keys };
  };

  it('sends a create again with the same key after a network failure and a 503', async () => {
    const { fetch, keys } = recorded([new TypeError('fetch failed'), 503, 201]);
    const client = createBequestClient({ baseUrl: 'https://acme.example', fetch, sleep });
    await client.startQcd({ body: {} as never });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a new key for each create, or the one the caller gives', async () => {
    const { fetch, keys } = recorded([201, 201, 201]);
    const client = createBequestClient({ baseUrl: 'https://acme.example', fetch, sleep });
    await client.startQcd({ body: {} as never });
    await client.startQcd({ body: {} as never });
    await client.startQcd({ body: {} as never, idempotencyKey: 'job-42' });
    expect(keys[0]).not.toEqual(keys[1]);
    expect(keys[2]).toBe('job-42');
  });

  it('sends no key with a write that is not a create, and does not retry it', async () => {
    const { fetch, keys } = recorded([503]);
    const client = createBequestClient({ baseUrl: 'https://acme.example', fetch, sleep });
    await client.saveQcd({ params: { id: 'qcd-1' }, body: {} as never });
    expect(keys).toEqual([null]);
  });

  it('retries a create that timed out, with the same key', async () => {
    let calls = 0;
    const keys: (string | null)[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      calls += 1;
      if (calls === 1) return silent(_url, init);
      return new Response('{}', { status: 201 });
    }) as unknown as typeof globalThis.fetch;
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch,
      sleep,
      timeoutMs: 10,
    });
    await client.startQcd({ body: {} as never });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

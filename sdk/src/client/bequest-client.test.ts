import { createBequestClient } from './bequest-client';

type Call = { url: string; init: RequestInit };

const fakeFetch = (status: number, body: unknown, calls: Call[] = []): typeof fetch =>
  (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;

const tenantView = {
  tenantId: 'bequest',
  environment: 'production',
  configuration: {},
};

describe('createBequestClient', () => {
  it('downloads a document at its own path, outside /v2, with its file name', async () => {
    const calls: Call[] = [];
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Li_Ana_Last_Will_and_Testament.pdf"',
          },
        });
      }) as unknown as typeof fetch,
    });
    const file = (await client.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
    expect(calls[0]?.url).toBe('https://acme.example/will.pdf?download=true');
    expect(file.fileName).toBe('Li_Ana_Last_Will_and_Testament.pdf');
    expect(Buffer.from(file.content).toString()).toBe('%PDF');
  });

  it('calls the route under /v2 with the bearer token and parses the answer', async () => {
    const calls: Call[] = [];
    const client = createBequestClient({
      baseUrl: 'https://acme.example/',
      token: () => 'secret',
      fetch: fakeFetch(200, { status: 'ok' }, calls),
    });
    const result = await client.getHealth();
    expect(result._unsafeUnwrap()).toEqual({ status: 'ok' });
    expect(calls[0]?.url).toBe('https://acme.example/v2/health');
    expect(calls[0]?.init.method).toBe('GET');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer secret');
  });

  it("answers the API's error with its status", async () => {
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: fakeFetch(404, { error: { code: 'TENANT.NO_VALID_TENANT', message: 'No tenant' } }),
    });
    const result = await client.getTenant();
    expect(result._unsafeUnwrapErr()).toEqual({
      status: 404,
      error: { code: 'TENANT.NO_VALID_TENANT', message: 'No tenant' },
    });
  });

  it('answers UNEXPECTED when an error body is not the API error shape', async () => {
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: fakeFetch(502, undefined),
    });
    const failure = (await client.getHealth())._unsafeUnwrapErr();
    expect(failure.status).toBe(502);
    expect(failure.error.code).toBe('UNEXPECTED');
  });

  it('refuses a response that breaks the contract', async () => {
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: fakeFetch(200, { ...tenantView, environment: 'moon' }),
    });
    expect((await client.getTenant())._unsafeUnwrapErr().error.code).toBe('RESPONSE.INVALID');
  });

  it('reports a network failure as status 0', async () => {
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: (async () => {
        throw new Error('offline');
      }) as unknown as typeof fetch,
    });
    expect((await client.getHealth())._unsafeUnwrapErr()).toEqual({
      status: 0,
      error: { code: 'NETWORK', message: 'offline' },
    });
  });
  it('sends the key of a gift’s link as X-Gift-Key, and no such header without one', async () => {
    const calls: Call[] = [];
    const client = createBequestClient({
      baseUrl: 'https://acme.example',
      fetch: fakeFetch(404, { error: { code: 'REQUEST.NOT_FOUND', message: 'No gift' } }, calls),
    });
    await client.getStockGift({ params: { id: 'g1' }, giftKey: 'k-123' });
    await client.getStockGift({ params: { id: 'g1' } });
    const headers = calls.map((call) => call.init.headers as Record<string, string>);
    expect(calls[0]?.url).toBe('https://acme.example/v2/stock-gifts/g1');
    expect(headers[0]?.['x-gift-key']).toBe('k-123');
    expect(headers[1]).not.toHaveProperty('x-gift-key');
  });
});

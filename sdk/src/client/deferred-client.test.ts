import { createDeferredBequestClient } from './deferred-client';
import { readRouteAnswer, type RouteAnswerReader } from './read-answer';

type Call = { url: string; init: RequestInit };

const fakeFetch = (status: number, body: unknown, calls: Call[] = []): typeof fetch =>
  (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;

/** A load the test finishes when it chooses. */
const heldLoad = () => {
  let finish: (reader: RouteAnswerReader) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<RouteAnswerReader>((resolve) => {
        finish = resolve;
      }),
  );
  return { load, finish: () => finish(readRouteAnswer) };
};

describe('createDeferredBequestClient', () => {
  it('sends the call at once, reads its answer once the contract has loaded, and loads it once', async () => {
    const calls: Call[] = [];
    const { load, finish } = heldLoad();
    const client = createDeferredBequestClient(
      { baseUrl: 'https://acme.example/', fetch: fakeFetch(200, { status: 'ok' }, calls) },
      load,
    );
    expect(load).not.toHaveBeenCalled();

    const answers = Promise.all([client.getHealth(), client.getHealth()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET https://acme.example/v2/health',
      'GET https://acme.example/v2/health',
    ]);
    finish();
    const [first, second] = await answers;
    expect(first._unsafeUnwrap()).toEqual({ status: 'ok' });
    expect(second._unsafeUnwrap()).toEqual({ status: 'ok' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reads answers as createBequestClient does: the API's error, a PDF outside /v2", async () => {
    const missing = createDeferredBequestClient(
      {
        baseUrl: 'https://acme.example',
        fetch: fakeFetch(404, { error: { code: 'TENANT.NO_VALID_TENANT', message: 'No tenant' } }),
      },
      async () => readRouteAnswer,
    );
    expect((await missing.getTenant())._unsafeUnwrapErr()).toEqual({
      status: 404,
      error: { code: 'TENANT.NO_VALID_TENANT', message: 'No tenant' },
    });

    const calls: Call[] = [];
    const pdf = createDeferredBequestClient(
      {
        baseUrl: 'https://acme.example',
        fetch: (async (url: string, init: RequestInit) => {
          calls.push({ url, init });
          return new Response(new Uint8Array([37, 80, 68, 70]), {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="Will.pdf"' },
          });
        }) as unknown as typeof fetch,
      },
      async () => readRouteAnswer,
    );
    const file = (await pdf.downloadWill({ query: { download: 'true' } }))._unsafeUnwrap();
    expect(calls[0]?.url).toBe('https://acme.example/will.pdf?download=true');
    expect(file.fileName).toBe('Will.pdf');
  });

  it('answers a failed load as a network failure and loads again on the next call', async () => {
    const load = jest
      .fn<Promise<RouteAnswerReader>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(readRouteAnswer);
    const client = createDeferredBequestClient(
      { baseUrl: 'https://acme.example', fetch: fakeFetch(200, { status: 'ok' }) },
      load,
    );

    expect((await client.getHealth())._unsafeUnwrapErr()).toEqual({
      status: 0,
      error: { code: 'NETWORK', message: 'Failed to fetch dynamically imported module' },
    });
    expect((await client.getHealth())._unsafeUnwrap()).toEqual({ status: 'ok' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a call the network refused as a network failure', async () => {
    const client = createDeferredBequestClient(
      {
        baseUrl: 'https://acme.example',
        fetch: (async () => {
          throw new TypeError('fetch failed');
        }) as unknown as typeof fetch,
      },
      async () => readRouteAnswer,
    );
    expect((await client.getHealth())._unsafeUnwrapErr()).toEqual({
      status: 0,
      error: { code: 'NETWORK', message: 'fetch failed' },
    });
  });
});

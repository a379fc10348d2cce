import { createBequestClient, type ConsumerClient } from '@bequest/sdk/app';

/** One request the fake network received. */
export interface FakeCall {
  /** "METHOD /path?query", as the tests name calls. */
  readonly call: string;
  readonly body: string;
  /** The key of a gift's link the request carried (X-Gift-Key), only when it carried one. */
  readonly giftKey?: string;
}

export interface FakeAnswer {
  readonly status?: number;
  readonly body?: unknown;
}

/**
 * The SDK over a fake network: each request is kept in `calls` (as "METHOD /path?query" and its
 * body) and answered with what `answer` returns (status 200 by default), once it settles when it
 * is a promise (an answer a test holds back).
 */
export const fakeBequest = (
  answer: (request: FakeCall) => FakeAnswer | Promise<FakeAnswer>,
  calls: FakeCall[] = [],
): ConsumerClient =>
  createBequestClient({
    baseUrl: 'http://bequest.test',
    fetch: (async (url: string, init: RequestInit) => {
      const { pathname, search } = new URL(url);
      const giftKey = new Headers(init.headers).get('x-gift-key');
      const request = {
        call: `${init.method} ${pathname}${search}`,
        body: String(init.body ?? ''),
        ...(giftKey === null ? {} : { giftKey }),
      };
      calls.push(request);
      const { status = 200, body } = await answer(request);
      return new Response(body === undefined ? '' : JSON.stringify(body), { status });
    }) as typeof fetch,
  });

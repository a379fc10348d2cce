import { err, ok, type Result } from 'neverthrow';
import { API_BASE_PATH, pathOf, queryOf, type RouteAddress } from '../contract/route-address';
import type { ApiErrorBody } from '../contract/api-error-schema';

/** A failed call: the HTTP status (0 when the network failed) and the API's error. */
export interface ApiFailure extends ApiErrorBody {
  readonly status: number;
}

export interface BequestClientOptions {
  /** The tenant's origin, e.g. `https://acme-wealth.example`. */
  readonly baseUrl: string;
  /** The session token, sent as `Authorization: Bearer`; leave out to rely on the token cookie. */
  readonly token?: () => string | null | undefined;
  /** `include` in browsers that call another origin with the token cookie. */
  readonly credentials?: RequestInit['credentials'];
  readonly fetch?: typeof fetch;
  /**
   * Headers sent on every call, read at each call: the web app's version, Accept-Language and
   * Extra-Tracking-Data (platform-core.md 7).
   */
  readonly headers?: () => Readonly<Record<string, string>>;
}

/** What a call is given: its path parameters, its query and its body. */
export interface CallArguments {
  readonly params?: Record<string, unknown>;
  readonly query?: Record<string, unknown>;
  readonly body?: unknown;
  /**
   * The key of a gift's link, sent as `X-Gift-Key`: a guest's key to their stock gift, or the
   * nonprofit's key to confirm its receipt (ADR 0019).
   */
  readonly giftKey?: string | null;
}

export const networkFailure = (cause: unknown): ApiFailure => ({
  status: 0,
  error: { code: 'NETWORK', message: cause instanceof Error ? cause.message : String(cause) },
});

/**
 * Sends one call to its address and answers the response unread; a network failure is status
 * 0. Needs no schema, so no zod: a deferred client sends with it before its contract
 * has loaded (deferred-client.ts).
 */
export const sendCall = async (
  options: BequestClientOptions,
  address: RouteAddress,
  input: CallArguments = {},
): Promise<Result<Response, ApiFailure>> => {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const origin = options.baseUrl.replace(/\/$/, '');
  const token = options.token?.();
  const headers: Record<string, string> = {
    ...options.headers?.(),
    accept: 'application/json',
    'x-requested-with': 'bequest',
  };
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.giftKey) headers['x-gift-key'] = input.giftKey;
  try {
    return ok(
      await fetchImpl(
        ((address.prefixed ?? true) ? origin + API_BASE_PATH : origin) +
          pathOf(address.path, input.params ?? {}) +
          queryOf(input.query ?? {}),
        {
          method: address.method,
          headers,
          body: input.body === undefined ? undefined : JSON.stringify(input.body),
          credentials: options.credentials,
        },
      ),
    );
  } catch (cause) {
    return err(networkFailure(cause));
  }
};

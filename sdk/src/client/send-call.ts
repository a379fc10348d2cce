import { err, ok, type Result } from 'neverthrow';
import { API_BASE_PATH, pathOf, queryOf, type RouteAddress } from '../contract/route-address';
import type { ApiErrorBody } from '../contract/api-error-schema';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/idempotency';

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
  /** How long a call may take before it fails with `TIMEOUT`; 30 s unless given. */
  readonly timeoutMs?: number;
  /**
   * How many times a call that changes nothing (GET, HEAD), or a create sent with its
   * `Idempotency-Key`, is sent again after a network failure, a timeout, 429, 502, 503 or 504:
   * 2 unless given, 0 for none. Each waits twice as long as the one before from 250 ms, or as the
   * answer's Retry-After says, at most 10 s. Other writes are never sent twice.
   */
  readonly retries?: number;
  /** Waits between retries; tests give one that does not sleep. */
  readonly sleep?: (ms: number) => Promise<void>;
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
  /** Abandons the call (and its retries): it fails with `ABORTED`. */
  readonly signal?: AbortSignal;
  /**
   * A create's `Idempotency-Key`: a random UUID unless given. Give your own to make the same
   * create safe across restarts of your process, e.g. one stored with the job that sends it.
   */
  readonly idempotencyKey?: string;
}

export const networkFailure = (cause: unknown): ApiFailure => ({
  status: 0,
  error: { code: 'NETWORK', message: cause instanceof Error ? cause.message : String(cause) },
});

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RETRIES = 2;
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);
const SAFE_METHODS = new Set(['GET', 'HEAD']);

const timedOut = (timeoutMs: number): ApiFailure => ({
  status: 0,
  error: { code: 'TIMEOUT', message: `No answer within ${timeoutMs} ms` },
});
const aborted: ApiFailure = {
  status: 0,
  error: { code: 'ABORTED', message: 'The call was abandoned' },
};

/** How long to wait before retry `attempt` (0-based): the answer's Retry-After, else back-off. */
const retryDelayMs = (attempt: number, response: Response | null): number => {
  const retryAfter = Number(response?.headers.get('retry-after'));
  const delay =
    Number.isFinite(retryAfter) && retryAfter > 0
      ? retryAfter * 1000
      : FIRST_RETRY_MS * 2 ** attempt;
  return Math.min(delay, LONGEST_RETRY_MS);
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  // One key for every try of the call: a retry the server already acted on answers that answer.
  if (address.idempotent)
    headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] =
      input.idempotencyKey ?? globalThis.crypto.randomUUID();
  const url =
    ((address.prefixed ?? true) ? origin + API_BASE_PATH : origin) +
    pathOf(address.path, input.params ?? {}) +
    queryOf(input.query ?? {});
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries =
    SAFE_METHODS.has(address.method) || address.idempotent
      ? (options.retries ?? DEFAULT_RETRIES)
      : 0;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt += 1) {
    if (input.signal?.aborted) return err(aborted);
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response | null = null;
    try {
      response = await fetchImpl(url, {
        method: address.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        credentials: options.credentials,
        signal: input.signal ? AbortSignal.any([input.signal, timeout]) : timeout,
      });
      if (!RETRIED_STATUSES.has(response.status) || attempt >= retries) return ok(response);
      // Dropped unread before the next try, so its connection is freed.
      await response.body?.cancel();
    } catch (cause) {
      if (input.signal?.aborted) return err(aborted);
      if (attempt >= retries)
        return err(timeout.aborted ? timedOut(timeoutMs) : networkFailure(cause));
    }
    await sleep(retryDelayMs(attempt, response));
  }
};

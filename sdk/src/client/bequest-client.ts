import { fileNameFromContentDisposition } from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { ApiErrorBodySchema, COMMON_ERROR_CODES, type ApiErrorBody } from '../contract/api-error';
import { API_BASE_PATH, CONTRACT, type Contract, type RouteName } from '../contract/contract';
import { pathOf, queryOf, type Route, type RouteResponse } from '../contract/route';

/** A failed call: the HTTP status (0 when the network failed) and the API's error. */
export interface ApiFailure extends ApiErrorBody {
  readonly status: number;
}

type ParamsInput<R extends Route> =
  Record<string, never> extends z.input<R['params']>
    ? { params?: z.input<R['params']> }
    : { params: z.input<R['params']> };
type QueryInput<R extends Route> =
  Record<string, never> extends z.input<R['query']>
    ? { query?: z.input<R['query']> }
    : { query: z.input<R['query']> };
type BodyInput<R extends Route> =
  undefined extends z.input<R['body']>
    ? { body?: z.input<R['body']> }
    : { body: z.input<R['body']> };
export type CallInput<R extends Route> = ParamsInput<R> & QueryInput<R> & BodyInput<R>;

type NeedsInput<R extends Route> = Record<string, never> extends CallInput<R> ? false : true;

export type BequestClient = {
  readonly [Name in RouteName]: (
    ...input: NeedsInput<Contract[Name]> extends true
      ? [CallInput<Contract[Name]>]
      : [CallInput<Contract[Name]>?]
  ) => Promise<Result<RouteResponse<Contract[Name]>, ApiFailure>>;
};

export interface BequestClientOptions {
  /** The tenant's origin, e.g. `https://acme-wealth.example`. */
  readonly baseUrl: string;
  /** The session token, sent as `Authorization: Bearer`; leave out to rely on the token cookie. */
  readonly token?: () => string | null | undefined;
  /** `include` in browsers that call another origin with the token cookie. */
  readonly credentials?: RequestInit['credentials'];
  readonly fetch?: typeof fetch;
}

const failure = (status: number, code: string, message: string): ApiFailure => ({
  status,
  error: { code, message },
});

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text === '' ? undefined : JSON.parse(text);
};

/**
 * The typed client of every endpoint: each method validates nothing the server will not, sends
 * the call, and answers Ok with the parsed response or Err with the API's error.
 *
 * @example
 * const bequest = createBequestClient({ baseUrl: 'https://acme-wealth.example' });
 * const tenant = await bequest.getTenant();
 * if (tenant.isOk()) console.log(tenant.value.configuration.branding.tenantDisplayName);
 */
export const createBequestClient = (options: BequestClientOptions): BequestClient => {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const origin = options.baseUrl.replace(/\/$/, '');

  const call = async (
    route: Route,
    input: {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    } = {},
  ): Promise<Result<unknown, ApiFailure>> => {
    const token = options.token?.();
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'bequest',
    };
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(
        (route.prefixed ? origin + API_BASE_PATH : origin) +
          pathOf(route.path, input.params ?? {}) +
          queryOf(input.query ?? {}),
        {
          method: route.method,
          headers,
          body: input.body === undefined ? undefined : JSON.stringify(input.body),
          credentials: options.credentials,
        },
      );
    } catch (cause) {
      return err(failure(0, 'NETWORK', cause instanceof Error ? cause.message : String(cause)));
    }
    if (response.ok && route.produces === 'pdf')
      return ok({
        fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
        content: new Uint8Array(await response.arrayBuffer()),
      });
    const json = await readJson(response).catch(() => undefined);
    if (!response.ok) {
      const body = ApiErrorBodySchema.safeParse(json);
      return err(
        body.success
          ? { status: response.status, ...body.data }
          : failure(response.status, COMMON_ERROR_CODES.unexpected, response.statusText),
      );
    }
    const parsed = route.response.safeParse(json);
    return parsed.success
      ? ok(parsed.data)
      : err(failure(response.status, 'RESPONSE.INVALID', parsed.error.message));
  };

  return Object.fromEntries(
    Object.entries(CONTRACT).map(([name, route]) => [
      name,
      (input?: {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      }) => call(route, input),
    ]),
  ) as unknown as BequestClient;
};

import { err, type Result } from 'neverthrow';
import type { z } from 'zod';
import { CONTRACT, type Contract, type RouteName } from '../contract/contract';
import type { Route, RouteResponse } from '../contract/route';
import { readAnswer } from './read-answer';
import {
  sendCall,
  type ApiFailure,
  type BequestClientOptions,
  type CallArguments,
} from './send-call';

export type { ApiFailure, BequestClientOptions } from './send-call';

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
interface CallControls {
  /** The key of a gift's link (X-Gift-Key), for the routes a guest or a nonprofit reaches by it. */
  giftKey?: string | null;
  /** Abandons the call and its retries: it fails with `ABORTED`. */
  signal?: AbortSignal;
  /** A create's `Idempotency-Key`, a random UUID unless given; other calls send none. */
  idempotencyKey?: string;
}
export type CallInput<R extends Route> = ParamsInput<R> &
  QueryInput<R> &
  BodyInput<R> &
  CallControls;

type NeedsInput<R extends Route> = Record<string, never> extends CallInput<R> ? false : true;

export type BequestClient = {
  readonly [Name in RouteName]: (
    ...input: NeedsInput<Contract[Name]> extends true
      ? [CallInput<Contract[Name]>]
      : [CallInput<Contract[Name]>?]
  ) => Promise<Result<RouteResponse<Contract[Name]>, ApiFailure>>;
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
export const createBequestClient = (options: BequestClientOptions): BequestClient =>
  Object.fromEntries(
    Object.entries(CONTRACT).map(([name, route]) => [
      name,
      async (input?: CallArguments) => {
        const sent = await sendCall(options, route, input);
        return sent.isErr() ? err(sent.error) : readAnswer(route, sent.value);
      },
    ]),
  ) as unknown as BequestClient;

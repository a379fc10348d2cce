import type { Result } from 'neverthrow';
import type { z } from 'zod';
import type { Contract, RouteName } from '../contract/contract';
import type { Route, RouteResponse } from '../contract/route';
import type { ApiFailure } from './send-call';

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

import { err, ok, type Result } from 'neverthrow';
import { ROUTE_ADDRESSES, type ConsumerRouteName } from '../contract/route-addresses';
import type { BequestClient } from './bequest-client';
import type { RouteAnswerReader } from './read-answer';
import {
  networkFailure,
  sendCall,
  type ApiFailure,
  type BequestClientOptions,
  type CallArguments,
} from './send-call';

/** The client of every route but the staff console's: what a browser app of people calls. */
export type ConsumerClient = Pick<BequestClient, ConsumerRouteName>;

/**
 * The typed client of every consumer endpoint, like `createBequestClient`, but its contract (every
 * route's schemas, and zod) is loaded by its first call rather than with the code that makes
 * it: a browser app's first load stays small (issue 21). A call is sent at once, from the
 * schema-free route addresses, while the contract loads; its answer is then read exactly as
 * `createBequestClient` reads it. `loadReader` is usually a dynamic `import()` of a module
 * that re-exports `readRouteAnswer`. A load that fails answers the call with a `NETWORK`
 * failure (status 0) and is tried again by the next call.
 *
 * @example
 * const bequest = createDeferredBequestClient(
 *   { baseUrl: window.location.origin, credentials: 'same-origin' },
 *   async () => (await import('@bequest/sdk')).readRouteAnswer,
 * );
 */
export const createDeferredBequestClient = (
  options: BequestClientOptions,
  loadReader: () => Promise<RouteAnswerReader>,
): ConsumerClient => {
  let loading: Promise<Result<RouteAnswerReader, ApiFailure>> | undefined;
  const reader = () =>
    (loading ??= loadReader().then(
      (read) => ok(read),
      (cause: unknown) => {
        loading = undefined;
        return err(networkFailure(cause));
      },
    ));
  return Object.fromEntries(
    Object.entries(ROUTE_ADDRESSES).map(([name, address]) => [
      name,
      async (input?: CallArguments) => {
        const read = reader();
        const sent = await sendCall(options, address, input);
        if (sent.isErr()) return err(sent.error);
        const loaded = await read;
        return loaded.isErr()
          ? err(loaded.error)
          : loaded.value(name as keyof typeof ROUTE_ADDRESSES, sent.value);
      },
    ]),
  ) as unknown as ConsumerClient;
};

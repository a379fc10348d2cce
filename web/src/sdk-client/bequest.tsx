import {
  createDeferredBequestClient,
  type ApiFailure,
  type ConsumerClient,
  type Result,
} from '@bequest/sdk/app';
import { createContext, useContext, type ReactNode } from 'react';

const BequestContext = createContext<ConsumerClient | null>(null);

/**
 * The SDK client of this origin: the API sits beside the app, so the token cookie goes along.
 * Its contract (every route's zod schemas, and zod) is a chunk of its own, out of the first
 * load: the first call sends at once and reads its answer when that chunk has come (issue 21).
 */
export const browserClient = (): ConsumerClient =>
  createDeferredBequestClient(
    { baseUrl: window.location.origin, credentials: 'same-origin' },
    async () => (await import('./contract-client')).readRouteAnswer,
  );

export const BequestProvider = ({
  client,
  children,
}: {
  readonly client: ConsumerClient;
  readonly children: ReactNode;
}) => <BequestContext.Provider value={client}>{children}</BequestContext.Provider>;

export const useBequest = (): ConsumerClient => {
  const client = useContext(BequestContext);
  if (!client) throw new Error('useBequest needs a BequestProvider');
  return client;
};

/** A failed call, thrown for the query library to hold as the query's error. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.error.message);
  }
}

/** The value of a call, or the call's failure thrown as an ApiError. */
export const unwrap = async <T,>(call: Promise<Result<T, ApiFailure>>): Promise<T> => {
  const result = await call;
  if (result.isErr()) throw new ApiError(result.error);
  return result.value;
};

import type { Result } from 'neverthrow';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ConsumerClient } from '../client/deferred-client';
import type { ApiFailure } from '../client/send-call';

const BequestContext = createContext<ConsumerClient | null>(null);

/** Gives the hooks below it their client; put it inside TanStack Query's QueryClientProvider. */
export const BequestProvider = ({
  client,
  children,
}: {
  readonly client: ConsumerClient;
  readonly children?: ReactNode;
}): ReactNode => createElement(BequestContext.Provider, { value: client }, children);

/** The client of the nearest BequestProvider. */
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
export const unwrap = async <T>(call: Promise<Result<T, ApiFailure>>): Promise<T> => {
  const result = await call;
  if (result.isErr()) throw new ApiError(result.error);
  return result.value;
};

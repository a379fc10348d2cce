import { ApiError } from './client-context';

/** A 404 is an answer (the thing is not there, or not yours), not worth asking again. */
export const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.failure.status === 404) && count < 2;

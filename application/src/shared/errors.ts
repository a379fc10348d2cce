/** An expected failure of a use case: a stable code, a message for people, the fields at fault. */
export interface UseCaseError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
  /** For a refusal that ends: how many seconds until the same request may be made again. */
  readonly retryAfterSeconds?: number;
}

export const notFound = (what: string): UseCaseError<'REQUEST.NOT_FOUND'> => ({
  code: 'REQUEST.NOT_FOUND',
  message: `${what} not found`,
});

export const staleWrite = (): UseCaseError<'REQUEST.STALE_WRITE'> => ({
  code: 'REQUEST.STALE_WRITE',
  message: 'Someone else changed this since you opened it. Reload to see the latest and try again.',
});

export const invalidInput = (
  errors: Readonly<Partial<Record<string, string>>>,
): UseCaseError<'REQUEST.INVALID'> => {
  const fields = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return {
    code: 'REQUEST.INVALID',
    message: Object.values(fields)[0] ?? 'The request is not valid',
    fields,
  };
};

export const rateLimited = (retryAfterSeconds?: number): UseCaseError<'REQUEST.RATE_LIMITED'> => ({
  code: 'REQUEST.RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

export const unauthenticated = (): UseCaseError<'AUTH.UNAUTHENTICATED'> => ({
  code: 'AUTH.UNAUTHENTICATED',
  message: 'Please log in to continue.',
});

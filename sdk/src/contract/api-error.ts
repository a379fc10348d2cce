/** The codes every route may answer besides its own. */
export const COMMON_ERROR_CODES = {
  invalidInput: 'REQUEST.INVALID',
  notFound: 'REQUEST.NOT_FOUND',
  unauthenticated: 'AUTH.UNAUTHENTICATED',
  csrf: 'AUTH.CSRF',
  tooLarge: 'REQUEST.TOO_LARGE',
  unsupportedMediaType: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  staleWrite: 'REQUEST.STALE_WRITE',
  rateLimited: 'REQUEST.RATE_LIMITED',
  idempotencyKeyReused: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
  unexpected: 'UNEXPECTED',
  unavailable: 'SERVICE.UNAVAILABLE',
} as const;

/** What a staff route answers before its own failures (ADR 0022). */
export const STAFF_ERROR_CODES = {
  unauthenticated: 'STAFF.UNAUTHENTICATED',
  forbidden: 'STAFF.FORBIDDEN',
} as const;

/** What a firm route answers before its own failures (issue 25, ADR 0027). */
export const FIRM_ERROR_CODES = {
  unauthenticated: 'FIRM.UNAUTHENTICATED',
  scopeMissing: 'FIRM.SCOPE_MISSING',
} as const;

/** The specification's generic error (platform-core.md 8). */
export const UNEXPECTED_ERROR = {
  title: 'Unexpected error',
  message:
    "Our system has encountered an unexpected error. We've taken note of this and are working to resolve it. Please try again later.",
} as const;

/** The database cannot answer now (restarting, out of connections): retry after Retry-After. */
export const SERVICE_UNAVAILABLE_ERROR = {
  message:
    'We can’t reach our records right now. Nothing you saved is lost: please try again in a few seconds.',
} as const;

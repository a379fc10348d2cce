/** SQLSTATEs of a database that cannot serve now: connection exceptions, shutdown, start-up. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** The driver's and the operating system's words for a connection that is gone or never came. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * Whether an error means the database cannot answer now (issue 28): it is restarting, down or
 * out of connections. Such a request fails fast with 503 and Retry-After instead of 500, and the
 * pool reconnects on its own once the database is back.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (typeof cause !== 'object') return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)))
      return true;
    if (
      typeof message === 'string' &&
      UNAVAILABLE_MESSAGES.some((words) => message.includes(words))
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * The header a create takes so that sending it again changes nothing more (issue 25): the first
 * answer is kept for 24 hours under the caller and the key, and the same key with the same body
 * answers it again; with another body it is refused (422 `REQUEST.IDEMPOTENCY_KEY_REUSED`).
 * Without zod: the client sends it, and the web's first load must not carry zod (issue 21).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long an answer is kept for its key. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The message of a key sent again with another request. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used with another request: send a new key for a new request.';

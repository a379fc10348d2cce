/**
 * The staff session's cookie: apart from a person's `token`, sent only to the staff routes
 * (path /v2/staff), HttpOnly, SameSite=Strict (ADR 0022).
 */
export const STAFF_SESSION_COOKIE = 'staff_token';

/** A staff session ends after a working day; the next one starts with a new sign-in. */
export const STAFF_SESSION_MS = 8 * 60 * 60 * 1000;

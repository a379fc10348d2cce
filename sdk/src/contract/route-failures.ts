import { COMMON_ERROR_CODES, FIRM_ERROR_CODES, STAFF_ERROR_CODES } from './api-error';
import { firmScopeOf, staffRolesOf, takesBody, type Route, type RouteError } from './route';

/**
 * Every failure a route may answer: a request its schemas refuse (400); for a route with a body,
 * one too large or not UTF-8 JSON (413, 415); for a session route, no valid session (401) and,
 * for a write with the cookie, no CSRF header (403); for a staff route, no staff session (401),
 * another role (403) or no CSRF header, which every staff call sends (403); for a firm route, no
 * working key (401), a key without the route's scope (403) or too many calls with one key (429);
 * for a create, its Idempotency-Key sent again with another request (422); the ones the route names; the unexpected (500); and a database that cannot answer now (503,
 * with Retry-After). api/src/http/error-status.test.ts checks each status against the API's
 * ERROR_STATUS.
 */
export const failuresOf = (route: Route): RouteError[] => {
  const failures: RouteError[] = [
    { status: 400, code: COMMON_ERROR_CODES.invalidInput },
    ...(takesBody(route)
      ? [
          { status: 413, code: COMMON_ERROR_CODES.tooLarge },
          { status: 415, code: COMMON_ERROR_CODES.unsupportedMediaType },
        ]
      : []),
    ...(route.auth === 'session'
      ? [
          { status: 401, code: COMMON_ERROR_CODES.unauthenticated },
          ...(route.method === 'GET' ? [] : [{ status: 403, code: COMMON_ERROR_CODES.csrf }]),
        ]
      : []),
    ...(staffRolesOf(route)
      ? [
          { status: 401, code: STAFF_ERROR_CODES.unauthenticated },
          { status: 403, code: STAFF_ERROR_CODES.forbidden },
          { status: 403, code: COMMON_ERROR_CODES.csrf },
        ]
      : []),
    ...(firmScopeOf(route)
      ? [
          { status: 401, code: FIRM_ERROR_CODES.unauthenticated },
          { status: 403, code: FIRM_ERROR_CODES.scopeMissing },
          { status: 429, code: COMMON_ERROR_CODES.rateLimited },
        ]
      : []),
    ...(route.idempotent ? [{ status: 422, code: COMMON_ERROR_CODES.idempotencyKeyReused }] : []),
    ...route.errors,
    { status: 500, code: COMMON_ERROR_CODES.unexpected },
    { status: 503, code: COMMON_ERROR_CODES.unavailable },
  ];
  return failures.filter(
    (failure, index) => failures.findIndex(({ code }) => code === failure.code) === index,
  );
};

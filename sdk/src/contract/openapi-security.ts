import { COOKIE_NAMES } from '@bequest/domain';
import type { Route } from './route';

/** How a caller proves a session (ADR 0004): the browser's cookie, or the SDK's bearer token. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE_NAMES.token,
    description:
      'The session token a browser keeps in the HttpOnly cookie set by every answer that signs in. A write with the cookie (and a GET that sends mail) must also send `X-Requested-With: bequest`, which another site cannot add.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The session token (the `token` of every answer that signs in) as `Authorization: Bearer`, as the SDK sends it.',
  },
} as const;

/** A session route takes either scheme; a public one none, said outright. */
export const securityOf = (route: Route) =>
  route.auth === 'session' ? [{ sessionCookie: [] }, { bearerToken: [] }] : [];

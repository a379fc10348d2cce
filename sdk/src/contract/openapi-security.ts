import { COOKIE_NAMES, STAFF_SESSION_COOKIE } from '@bequest/domain';
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
  giftKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Gift-Key',
    description:
      'The key of the link e-mailed for a gift (ADR 0019): a guest’s own stock gift, or the nonprofit’s confirmation of receipt. A file link carries it as `key` in the query.',
  },
  staffCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_SESSION_COOKIE,
    description:
      'The staff session (ADR 0022), set by a staff sign-in at the company’s OpenID provider and sent to `/v2/staff` only. Every staff call must also send `X-Requested-With: bequest`; each route admits the staff roles its description names.',
  },
  firmApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'bqk_live_<id>_<secret>',
    description:
      'A partner firm’s API key (issue 25, ADR 0027), issued by Bequest staff in the console and shown once, sent as `Authorization: Bearer bqk_live_…` to `/v2/firm` only. The firm’s tenant is the key’s; each operation names the scope the key needs (`clients:read`, `documents:read`). A missing, malformed, unknown or revoked key is answered 401 with `WWW-Authenticate`; a key without the scope, 403 naming it.',
  },
} as const;

type ConsumerAuth = Exclude<Route['auth'], object>;

const SECURITY: Readonly<Record<ConsumerAuth, readonly Record<string, []>[]>> = {
  public: [],
  session: [{ sessionCookie: [] }, { bearerToken: [] }],
  'gift-key': [{ sessionCookie: [] }, { bearerToken: [] }, { giftKey: [] }],
};

/**
 * A session route takes either session scheme, a gift's route its key too, a staff route the
 * staff cookie alone, a firm route the firm's key with the scope it needs (OpenAPI 3.1 lets a
 * scheme other than OAuth name roles); a public one none.
 */
export const securityOf = (route: Route): readonly Record<string, readonly string[]>[] => {
  if (typeof route.auth !== 'object') return SECURITY[route.auth];
  return 'firm' in route.auth ? [{ firmApiKey: [route.auth.firm] }] : [{ staffCookie: [] }];
};

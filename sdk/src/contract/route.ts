import type { FirmScope, StaffRole } from '@bequest/domain';
import { z } from 'zod';
import type { HttpMethod } from './route-address';
import type { RouteDeprecation } from './route-deprecation';

/** A staff route: a staff session (its own cookie, ADR 0022) in one of these roles. */
export interface StaffAuth {
  readonly staff: readonly StaffRole[];
}

/**
 * A partner firm's route (issue 25, ADR 0027): the firm's own API key as `Authorization: Bearer`,
 * never a person's or a staff session, with the scope named; the tenant is the key's.
 */
export interface FirmAuth {
  readonly firm: FirmScope;
}

/**
 * Who may call a route: anyone, a holder of a session token, for a gift its owner's session or
 * the key of the guest's own link, staff in the roles named, or a firm's key with the scope named.
 */
export type RouteAuth = 'public' | 'session' | 'gift-key' | StaffAuth | FirmAuth;

/** The roles a staff route admits; null for any other route. */
export const staffRolesOf = (route: Pick<Route, 'auth'>): readonly StaffRole[] | null =>
  typeof route.auth === 'object' && 'staff' in route.auth ? route.auth.staff : null;

/** The scope a firm route asks of the firm's key; null for any other route. */
export const firmScopeOf = (route: Pick<Route, 'auth'>): FirmScope | null =>
  typeof route.auth === 'object' && 'firm' in route.auth ? route.auth.firm : null;

/** A known failure of a route: its status and error code. */
export interface RouteError {
  readonly status: number;
  readonly code: string;
}

/**
 * One endpoint of the API, written once: the server validates with these schemas, the
 * OpenAPI document is generated from them and the SDK client is typed by them.
 */
export interface Route<
  Params extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** The path under the API prefix, with `:name` parameters: `/profiles/:profileId`. */
  readonly path: string;
  readonly summary: string;
  readonly auth: RouteAuth;
  readonly params: Params;
  /** The query string's parameters, all text on the wire. */
  readonly query: Query;
  readonly body: Body;
  /** The body the OpenAPI document shows, where the one derived from the schema would be refused. */
  readonly example?: z.input<Body>;
  readonly response: Response;
  /** The known failures of the route. */
  readonly errors: readonly RouteError[];
  /** Under the API prefix (/v2), or at the specification's own path (the document files). */
  readonly prefixed: boolean;
  /** JSON, or a PDF or CSV file answered as `{ fileName, content }`. */
  readonly produces: 'json' | 'pdf' | 'csv';
  /** Set once the route is on its way out (docs/api-versioning.md). */
  readonly deprecation?: RouteDeprecation;
  /**
   * A create that takes an `Idempotency-Key` header: the same key with the same body answers the
   * first answer again, so the SDK may retry it (idempotency.ts).
   */
  readonly idempotent: boolean;
}

const NoParams = z.object({});
const NoBody = z.undefined();

/**
 * A route of the contract. Its error codes and its format keep their literal types: the API's
 * status table and its handlers are typed by them.
 */
export const route = <
  Params extends z.ZodType = typeof NoParams,
  Body extends z.ZodType = typeof NoBody,
  Response extends z.ZodType = z.ZodType,
  Query extends z.ZodType = typeof NoParams,
  const Errors extends readonly RouteError[] = readonly [],
  Produces extends Route['produces'] = 'json',
>(definition: {
  method: HttpMethod;
  path: string;
  summary: string;
  auth: RouteAuth;
  params?: Params;
  query?: Query;
  body?: Body;
  example?: z.input<Body>;
  response: Response;
  errors?: Errors;
  prefixed?: boolean;
  produces?: Produces;
  deprecation?: RouteDeprecation;
  idempotent?: boolean;
}): Route<Params, Body, Response, Query> & {
  readonly errors: Errors;
  readonly produces: Produces;
} => ({
  ...definition,
  prefixed: definition.prefixed ?? true,
  produces: definition.produces ?? ('json' as Produces),
  idempotent: definition.idempotent ?? false,
  params: (definition.params ?? NoParams) as Params,
  query: (definition.query ?? NoParams) as Query,
  body: (definition.body ?? NoBody) as Body,
  errors: definition.errors ?? ([] as unknown as Errors),
});

/** Whether a route reads a request body; a route without one ignores any body sent. */
export const takesBody = (route: Route): boolean => !(route.body instanceof z.ZodUndefined);

export type RouteParams<R extends Route> = z.input<R['params']>;
export type RouteQuery<R extends Route> = z.input<R['query']>;
export type RouteBody<R extends Route> = z.input<R['body']>;
export type RouteResponse<R extends Route> = z.output<R['response']>;

// Where a call goes, with no schema and so no zod: what a client needs to send a call, apart
// from the contract it reads the answer with (issue 21, the web app's first load).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The prefix every path of the contract lives under. */
export const API_BASE_PATH = '/v2';

/**
 * A route's method and path: under the API prefix unless `prefixed` is false, answered in JSON
 * unless `produces` says PDF or CSV.
 */
export interface RouteAddress {
  readonly method: HttpMethod;
  /** The path under the API prefix, with `:name` parameters: `/profiles/:profileId`. */
  readonly path: string;
  readonly prefixed?: boolean;
  readonly produces?: 'json' | 'pdf' | 'csv';
  /** A create that takes an `Idempotency-Key`, which the client sends and may then retry. */
  readonly idempotent?: boolean;
}

/** The path of a route with its parameters filled in, each URI-encoded. */
export const pathOf = (path: string, params: Readonly<Record<string, unknown>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );

/** The query string of the given parameters, empty when there are none. */
export const queryOf = (query: Readonly<Record<string, unknown>>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

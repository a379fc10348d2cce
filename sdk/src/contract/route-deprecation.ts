/** A route on its way out (docs/api-versioning.md): deprecated from one day, gone after another. */
export interface RouteDeprecation {
  /** The ISO date (yyyy-MM-dd) from which the route is deprecated. */
  readonly since: string;
  /** The ISO date (yyyy-MM-dd) after which the route may stop answering. */
  readonly sunset: string;
}

/**
 * The headers a deprecated route answers with: `Deprecation` as a structured date, `@` and the
 * Unix time (RFC 9745), and `Sunset` as an HTTP date (RFC 8594).
 */
export const deprecationHeaders = ({ since, sunset }: RouteDeprecation) => ({
  Deprecation: `@${Date.parse(since) / 1000}`,
  Sunset: new Date(sunset).toUTCString(),
});

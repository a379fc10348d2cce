import { z } from 'zod';
import { ApiErrorBodySchema } from './api-error-schema';
import { jsonSchemaOf } from './json-schema';
import { deprecationHeaders } from './route-deprecation';
import { failuresOf } from './route-failures';
import type { Route, RouteError } from './route';

/** `A`, `B` or `C`. */
const codeList = (codes: readonly string[]): string => {
  const quoted = codes.map((code) => `\`${code}\``);
  return quoted.length > 1
    ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`
    : quoted.join('');
};

/** The error body with `error.code` one of the given codes. */
const errorBodySchema = ([first, ...others]: readonly string[]) =>
  jsonSchemaOf(
    ApiErrorBodySchema.extend({
      error: ApiErrorBodySchema.shape.error.extend({ code: z.enum([first ?? '', ...others]) }),
    }),
    'output',
  );

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds until the request may be made again',
    schema: { type: 'integer' },
  },
};

const errorResponse = (status: number, codes: readonly string[]) => ({
  description: `The error's code is ${codeList(codes)}.`,
  ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
  content: { 'application/json': { schema: errorBodySchema(codes) } },
});

/** One response for each status a route may fail with, naming that status's error codes. */
const errorResponses = (failures: readonly RouteError[]) => {
  const codesByStatus = new Map<number, string[]>();
  for (const { status, code } of failures)
    codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), code]);
  return Object.fromEntries(
    [...codesByStatus].map(([status, codes]) => [String(status), errorResponse(status, codes)]),
  );
};

/** The Deprecation and Sunset headers a deprecated route answers with (route-deprecation.ts). */
const deprecationHeadersOf = (route: Route) => {
  if (!route.deprecation) return {};
  const values = deprecationHeaders(route.deprecation);
  return {
    headers: {
      Deprecation: {
        description: 'When the route was deprecated, as `@` and a Unix time (RFC 9745)',
        schema: { type: 'string', examples: [values.Deprecation] },
      },
      Sunset: {
        description: 'After when the route may stop answering, as an HTTP date (RFC 8594)',
        schema: { type: 'string', examples: [values.Sunset] },
      },
    },
  };
};

/** The responses of a route: its answer, then each of its failures by status. */
export const responsesOf = (route: Route, description: string) => {
  // A route that answers nothing answers 204 No Content.
  const noContent = route.response instanceof z.ZodUndefined;
  return {
    [noContent ? '204' : '200']: noContent
      ? { description, ...deprecationHeadersOf(route) }
      : answerOf(route, description),
    ...errorResponses(failuresOf(route)),
  };
};

/** A route's answer with a body: JSON, a PDF or a CSV file. */
const answerOf = (route: Route, description: string) => ({
  description,
  ...deprecationHeadersOf(route),
  content:
    route.produces === 'pdf'
      ? { 'application/pdf': { schema: { type: 'string', format: 'binary' } } }
      : route.produces === 'csv'
        ? { 'text/csv': { schema: { type: 'string' } } }
        : { 'application/json': { schema: jsonSchemaOf(route.response, 'output') } },
});

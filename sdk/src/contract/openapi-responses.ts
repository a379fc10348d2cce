import { z } from 'zod';
import { ApiErrorBodySchema } from './api-error-schema';
import { jsonSchemaOf } from './json-schema';
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
  ...(status === 429 ? { headers: RETRY_AFTER } : {}),
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

/** The responses of a route: its answer, then each of its failures by status. */
export const responsesOf = (route: Route, description: string) => ({
  '200': {
    description,
    content:
      route.produces === 'pdf'
        ? { 'application/pdf': { schema: { type: 'string', format: 'binary' } } }
        : { 'application/json': { schema: jsonSchemaOf(route.response, 'output') } },
  },
  ...errorResponses(failuresOf(route)),
});

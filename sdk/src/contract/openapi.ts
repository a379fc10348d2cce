import { COMMON_ERROR_CODES } from './api-error';
import { ApiErrorBodySchema } from './api-error-schema';
import { CONTRACT } from './contract';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { API_BASE_PATH } from './route-address';
import { takesBody, type Route } from './route';

const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

const parametersOf = (route: Route) => {
  const path = jsonSchemaOf(route.params, 'input') as { properties?: Record<string, JsonSchema> };
  const query = jsonSchemaOf(route.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return [
    ...Object.entries(path.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema,
    })),
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
    })),
  ];
};

const errorResponses = (route: Route) => {
  const statuses = [400, 500, ...route.errors.map((error) => error.status)];
  if (route.auth === 'session') statuses.push(401);
  return Object.fromEntries(
    [...new Set(statuses)].map((status) => [
      String(status),
      {
        description:
          route.errors
            .filter((error) => error.status === status)
            .map((error) => error.code)
            .join(', ') ||
          (status === 400
            ? COMMON_ERROR_CODES.invalidInput
            : status === 401
              ? COMMON_ERROR_CODES.unauthenticated
              : COMMON_ERROR_CODES.unexpected),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    ]),
  );
};

const operationOf = (name: string, route: Route) => ({
  operationId: name,
  summary: route.summary,
  ...(route.auth === 'session' ? { security: [{ cookie: [] }, { bearer: [] }] } : {}),
  parameters: parametersOf(route),
  ...(takesBody(route)
    ? {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
        },
      }
    : {}),
  responses: {
    '200': {
      description: route.summary,
      content:
        route.produces === 'pdf'
          ? { 'application/pdf': { schema: { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: jsonSchemaOf(route.response, 'output') } },
    },
    ...errorResponses(route),
  },
});

/** The OpenAPI 3.1 document of the whole contract, served at /v2/openapi.json. */
export const openApiDocument = (version: string) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(CONTRACT) as [string, Route][]) {
    const path = `${route.prefixed ? API_BASE_PATH : ''}${openApiPath(route.path)}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Bequest API', version },
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(ApiErrorBodySchema, 'output') },
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
};

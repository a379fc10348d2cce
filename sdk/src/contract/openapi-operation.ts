import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_HOURS } from './idempotency';
import { IdempotencyKeySchema } from './idempotency-key.schema';
import { exampleOf } from './openapi-example';
import { responsesOf } from './openapi-responses';
import { securityOf } from './openapi-security';
import { firmScopeOf, staffRolesOf, takesBody, type Route } from './route';

/**
 * The first clause of a route's summary, up to its first colon, semicolon or sentence end outside
 * parentheses: "Log in: 200 verified, …" gives "Log in".
 */
export const headlineOf = (text: string): string => {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0 && (character === ':' || character === ';')) return text.slice(0, index);
    else if (depth === 0 && character === '.' && text[index + 1] === ' ')
      return text.slice(0, index);
  }
  return text;
};

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
    ...(route.idempotent
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: false,
            description: `Makes the create safe to send again: for ${IDEMPOTENCY_KEY_HOURS} hours, the same key with the same body answers the first answer (with \`Idempotent-Replayed: true\`), and with another body 422 REQUEST.IDEMPOTENCY_KEY_REUSED. Keys are the caller's own: another caller's key is a new key.`,
            schema: jsonSchemaOf(IdempotencyKeySchema, 'input'),
          },
        ]
      : []),
  ];
};

const requestBodyOf = (route: Route) => {
  const schema = jsonSchemaOf(route.body, 'input');
  return {
    required: true,
    content: {
      'application/json': { schema, example: route.example ?? exampleOf(schema) },
    },
  };
};

const descriptionOf = (route: Route): string => {
  const roles = staffRolesOf(route);
  const scope = firmScopeOf(route);
  const who = roles
    ? `${route.summary}. Staff roles: ${roles.join(', ')}.`
    : scope
      ? `${route.summary}. Firm API key scope: ${scope}.`
      : route.summary;
  return route.deprecation
    ? `${who}${roles || scope ? '' : '.'} Deprecated since ${route.deprecation.since}; may stop answering after ${route.deprecation.sunset}.`
    : who;
};

/** The OpenAPI operation of a route of the contract, named by its name in the contract. */
export const operationOf = (name: string, route: Route) => ({
  operationId: name,
  summary: headlineOf(route.summary),
  description: descriptionOf(route),
  ...(route.deprecation ? { deprecated: true } : {}),
  security: securityOf(route),
  parameters: parametersOf(route),
  ...(takesBody(route) ? { requestBody: requestBodyOf(route) } : {}),
  responses: responsesOf(route, headlineOf(route.summary)),
});

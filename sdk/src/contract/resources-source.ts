import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { exampleOf } from './openapi-example';
import { RESOURCE_GROUPS, resourceMethods } from './resource-groups';
import { firmScopeOf, takesBody, type Route } from './route';
import { API_BASE_PATH } from './route-address';
import { failuresOf } from './route-failures';

/** The longest body an example writes out; a longer one is left for the route's schema. */
const LONGEST_EXAMPLE_BODY = 240;

const typeNameOf = (resource: string) =>
  `${resource.charAt(0).toUpperCase()}${resource.slice(1)}Resource`;

const commentSafe = (text: string) => text.replaceAll('*/', '*\\/');

/** A value as a TypeScript literal as people write it: bare keys, single quotes. */
const literal = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`}: ${literal(item)}`,
    );
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "\\'")}'`;
  return String(value);
};

const whoCalls = (route: Route): string => {
  const scope = firmScopeOf(route);
  if (scope) return `a firm's API key with the \`${scope}\` scope`;
  if (route.auth === 'session') return "a person's session";
  if (route.auth === 'gift-key') return "a person's session or a gift's link key (`giftKey`)";
  return 'anyone';
};

/** The example values of an object schema's properties: all of them, or only the required. */
const exampleObject = (schema: JsonSchema, onlyRequired: boolean) => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([name]) => !onlyRequired || required.has(name))
      .map(([name, property]) => [name, exampleOf(property)]),
  );
};

/** The arguments of the example call, as TypeScript source. */
const exampleArguments = (route: Route): string => {
  const parts: string[] = [];
  const params = exampleObject(jsonSchemaOf(route.params, 'input'), false);
  if (Object.keys(params).length > 0) parts.push(`params: ${literal(params)}`);
  const query = exampleObject(jsonSchemaOf(route.query, 'input'), true);
  if (Object.keys(query).length > 0) parts.push(`query: ${literal(query)}`);
  if (takesBody(route)) {
    const value = route.example ?? exampleOf(jsonSchemaOf(route.body, 'input'));
    const body = value === undefined ? undefined : literal(value);
    parts.push(
      body !== undefined && body.length <= LONGEST_EXAMPLE_BODY ? `body: ${body}` : 'body',
    );
  }
  return parts.length === 0 ? '' : `{ ${parts.join(', ')} }`;
};

const methodComment = (client: string, resource: string, method: string, route: Route) => {
  const address = `${route.method} ${route.prefixed ? API_BASE_PATH : ''}${route.path}`;
  const failures = failuresOf(route)
    .map((failure) => `${failure.status} \`${failure.code}\``)
    .join(', ');
  const summary = commentSafe(route.summary.trim());
  const call = `const answer = await ${client}.${resource}.${method}(${exampleArguments(route)});`;
  const lines = [
    `${summary.charAt(0).toUpperCase()}${summary.slice(1)}${/[.!?)]$/.test(summary) ? '' : '.'}`,
    '',
    `\`${address}\`, called by ${whoCalls(route)}.${route.idempotent ? ' A create: it sends an `Idempotency-Key` and is retried safely.' : ''}`,
    ...(route.deprecation ? ['', '@deprecated See docs/api-versioning.md.'] : []),
    '',
    `Answers Ok with the route's response, or Err with one of: ${failures}.`,
    '',
    '@example',
    '```ts',
    ...(/[{ ]body[ }]/.test(call)
      ? ["// body: the route's fields, as the method's parameter types them"]
      : []),
    call,
    'if (answer.isErr()) throw new Error(answer.error.error.message);',
    'console.log(answer.value);',
    '```',
  ];
  return ['  /**', ...lines.map((line) => (line === '' ? '   *' : `   * ${line}`)), '   */'].join(
    '\n',
  );
};

/**
 * The source of `sdk/src/client/resources.generated.ts`: each resource's interface, every method
 * with its route's summary, address, caller, failures and an example call; the map of methods to
 * routes the clients are built with; and the resources of the whole client and of a firm's.
 */
export const resourcesSource = (): string => {
  const methods = resourceMethods();
  const groups = RESOURCE_GROUPS as Record<
    string,
    { readonly description: string; readonly routes: Record<string, Route> }
  >;
  const out: string[] = [
    '// Written by resourcesSource() (sdk/src/contract/resources-source.ts) from the contract:',
    '// do not edit. `RESOURCES_WRITE=1 npx jest src/client/resources.generated.test.ts` writes it.',
    "import type { BequestClient } from './client-types';",
    '',
    '/** Each resource of the client: its methods, each the name of the route it calls. */',
    `export const RESOURCE_METHODS = ${JSON.stringify(methods, null, 2)} as const;`,
    '',
  ];
  for (const [resource, byMethod] of Object.entries(methods)) {
    const group = groups[resource]!;
    const client = resource === 'clients' ? 'firm' : 'bequest';
    out.push(`/** ${commentSafe(group.description)} */`);
    out.push(`export interface ${typeNameOf(resource)} {`);
    for (const [method, routeName] of Object.entries(byMethod)) {
      out.push(methodComment(client, resource, method, group.routes[routeName]!));
      out.push(`  readonly ${method}: BequestClient['${routeName}'];`);
    }
    out.push('}', '');
  }
  const members = (names: readonly string[]) =>
    names.map(
      (resource) =>
        `  /** ${commentSafe(groups[resource]!.description)} */\n  readonly ${resource}: ${typeNameOf(resource)};`,
    );
  const personal = Object.keys(methods).filter((resource) => resource !== 'clients');
  out.push(
    "/** The client's resources: `bequest.documents.get(…)` calls the `getDocument` route. */",
    'export interface BequestResources {',
    ...members(personal),
    '}',
    '',
    "/** A firm's client's resources: `firm.clients.list(…)` calls `listFirmClients`. */",
    'export interface FirmResources {',
    ...members(['clients']),
    '}',
    '',
  );
  return out.join('\n');
};

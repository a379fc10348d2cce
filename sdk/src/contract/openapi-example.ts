import type { JsonSchema } from './json-schema';

const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  date: '1960-04-01',
  'date-time': '2026-01-15T12:00:00.000Z',
  email: 'person@example.org',
  uri: 'https://www.example.org',
};

const typeOf = (schema: JsonSchema): unknown =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

const stringExample = (schema: JsonSchema): string => {
  const text = FORMAT_EXAMPLES[String(schema.format)] ?? 'text';
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return text.padEnd(minLength, 'x').slice(0, maxLength);
};

const numberExample = (schema: JsonSchema): number => {
  if (typeof schema.minimum === 'number') return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return typeof schema.maximum === 'number' ? Math.min(1, schema.maximum) : 1;
};

/**
 * A value the JSON Schema accepts, for a request body's example: the schema's own example, its
 * constant, default or first allowed value, else one made from its type; an object has every
 * property, a union takes its first branch that is not null.
 */
export const exampleOf = (schema: JsonSchema): unknown => {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return exampleOf(branches.find((branch) => branch.type !== 'null') ?? {});
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
          ([name, property]) => [name, exampleOf(property)],
        ),
      );
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 0)) }, () =>
        exampleOf((schema.items ?? {}) as JsonSchema),
      );
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    default:
      return null;
  }
};

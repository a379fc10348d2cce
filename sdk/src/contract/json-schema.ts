import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/**
 * A schema as JSON Schema: what a request sends (`input`) or what an answer holds (`output`). A
 * type JSON Schema cannot say, such as a transform with no pipe naming what it gives, throws
 * rather than being described as "anything".
 */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'throw', target: 'draft-2020-12' }) as JsonSchema;

import { fieldErrorsOf } from '@bequest/domain';
import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * The input parsed by its contract schema, or a 400 naming each invalid field by its path
 * (`owner.fullName.first`).
 */
export const validate = <Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error.issues);
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid request'];
  throw new ApiError(400, 'REQUEST.INVALID', `${firstField}: ${firstMessage}`, fields);
};

import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldError, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form whose fields hold what is typed (an unchosen list is '') and whose
 * answers are the shared schema's output. Its errors at the paths of `messages` say what those
 * say: for a choice the schema refuses with the library's own words ("Invalid option").
 */
export const formResolver = <Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  messages: Readonly<Record<string, string>> = {},
): Resolver<Values, unknown, Output> => {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [path, message] of Object.entries(messages)) {
      const error = get(result.errors, path) as FieldError | undefined;
      if (error) error.message = message;
    }
    return result;
  };
};

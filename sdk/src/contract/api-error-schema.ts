import { z } from 'zod';

/**
 * Every error answer: `{error: {code, message, fields}}`; fields names each invalid input. Kept
 * apart from the codes (api-error.ts), which the web app's first load reads without zod.
 */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.output<typeof ApiErrorBodySchema>;

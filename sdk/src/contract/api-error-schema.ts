import { z } from 'zod';

/**
 * Every error answer: `{error: {code, message, fields}}`; fields names each invalid input, and an
 * unexpected error's requestId is the one its log line carries. Kept
 * apart from the codes (api-error.ts), which the web app's first load reads without zod.
 */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorBody = z.output<typeof ApiErrorBodySchema>;

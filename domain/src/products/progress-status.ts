import { z } from 'zod';

/** Document progress statuses (platform-core.md 4.4, documents.md 4.6). */
export const PROGRESS_STATUSES = [
  'NOT_STARTED',
  'INCOMPLETE',
  'FINISHED',
  'EMPTY',
  'ERROR',
] as const;
export const ProgressStatusSchema = z.enum(PROGRESS_STATUSES);
export type ProgressStatus = z.infer<typeof ProgressStatusSchema>;

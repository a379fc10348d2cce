import { z } from 'zod';

/** DFPOA sections in order (documents.md 3.3, 4.5). */
export const DFPOA_SECTIONS = [
  'STARTED',
  'PERSONAL_SECTION_COMPLETE',
  'AGENT_SECTION_COMPLETE',
  'POWERS_SECTION_COMPLETE',
  'FINISHED',
] as const;
export const DfpoaSectionSchema = z.enum(DFPOA_SECTIONS);
export type DfpoaSection = z.infer<typeof DfpoaSectionSchema>;

import type { DfpoaSection } from '../dfpoa-section';

/**
 * Where each group of the power of attorney wizard lives (documents.md 2.5), apart from the
 * steps so the route table can read it without loading them.
 */
export const DFPOA_GROUP_PATHS = {
  PERSONAL_SECTION_COMPLETE: '/dfpoa/personal',
  AGENT_SECTION_COMPLETE: '/dfpoa/agent',
  POWERS_SECTION_COMPLETE: '/dfpoa/power',
  FINISHED: '/dfpoa/other',
} as const satisfies Record<Exclude<DfpoaSection, 'STARTED'>, string>;

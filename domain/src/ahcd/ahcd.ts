import { z } from 'zod';

const timestamp = z.string().nullish().default(null);
const flag = z.boolean().default(false);
/** The lists are sent as empty lists when absent (documents.md 3.2). */
const list = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

/** An advance healthcare directive (documents.md 3.2); the answers beyond these are free-form. */
export const AhcdSchema = z
  .object({
    randId: z.string(),
    profileId: z.string(),
    finalizedAt: timestamp,
    updatedAt: timestamp,
    isComplete: flag,
    isPersonalSectionComplete: flag,
    isPhysicianSectionComplete: flag,
    isAgentSectionComplete: flag,
    isValuesSectionComplete: flag,
    isWishesSectionComplete: flag,
    lifeWorthLivingQualities: list,
    lifeProlongingProcedures: list,
    organDonationPurpose: list,
    comfortCareDetails: list,
    agentPowers: list,
    specificOrgansToDonate: list,
  })
  .catchall(z.unknown());
export type Ahcd = z.output<typeof AhcdSchema>;

/** AHCD sections in order (documents.md 4.5). */
export const AHCD_SECTIONS = [
  'personal',
  'physician',
  'agent',
  'values',
  'wishes',
  'complete',
] as const;
export type AhcdSection = (typeof AHCD_SECTIONS)[number];

export const AHCD_PATHS = {
  tableOfContents: '/ahcd/table-of-contents',
  tutorial: '/ahcd/tutorial',
  physician: '/ahcd/healthcare-provider/primary-physician',
  agent: '/ahcd/agent/primary-agent',
  lifeWorthLiving: '/ahcd/values/life-worth-living',
  lifeProlongationChoice: '/ahcd/end-of-life-wishes/life-prolongation-choice',
  review: '/ahcd/review/final',
} as const;

/** AHCD resume routing, checked from the top down (documents.md 2.4). */
export const ahcdResumePath = (
  ahcd: Pick<
    Ahcd,
    | 'isComplete'
    | 'isWishesSectionComplete'
    | 'isValuesSectionComplete'
    | 'isAgentSectionComplete'
    | 'isPhysicianSectionComplete'
    | 'isPersonalSectionComplete'
  > | null,
): string => {
  if (ahcd === null) return AHCD_PATHS.tableOfContents;
  if (ahcd.isComplete || ahcd.isWishesSectionComplete) return AHCD_PATHS.review;
  if (ahcd.isValuesSectionComplete) return AHCD_PATHS.lifeProlongationChoice;
  if (ahcd.isAgentSectionComplete) return AHCD_PATHS.lifeWorthLiving;
  if (ahcd.isPhysicianSectionComplete) return AHCD_PATHS.agent;
  if (ahcd.isPersonalSectionComplete) return AHCD_PATHS.physician;
  return AHCD_PATHS.tutorial;
};

/** AHCD download, e-mail and print need the profile's state (documents.md 5.2). */
export const AHCD_STATE_REQUIRED = 'ahcd requires the profile administrativeArea';
/** Saving before the directive is loaded fails (documents.md 4.5). */
export const AHCD_NOT_LOADED = 'ahcd not loaded';

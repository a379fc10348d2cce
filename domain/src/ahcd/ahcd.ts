import { z } from 'zod';
import { SigningRecordSchema } from '../execution/signing-record-schema';
import { optionalPerson } from '../people/named-person';

const timestamp = z.string().nullish().default(null);
const text = z.string().trim().max(4000).nullish().default(null);
const optionalFlag = z.boolean().nullish().default(null);
const flag = z.boolean().default(false);
/** The lists are sent as empty lists when absent (documents.md 3.2). */
const list = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

/** The choice of life-prolonging treatment when recovery is not expected (end-of-life wishes). */
export const LIFE_PROLONGATION_CHOICES = ['PROLONG', 'LIMIT', 'AGENT_DECIDES'] as const;
export type LifeProlongationChoice = (typeof LIFE_PROLONGATION_CHOICES)[number];
/** Instructions for limited care do not apply to a person who chose to have life prolonged. */
export const asksTermsOfLimitedCare = (choice: LifeProlongationChoice | null) =>
  choice !== 'PROLONG';
/** Limits on prolonging care do not apply to a person who chose not to have it prolonged. */
export const asksTermsOfProlongation = (choice: LifeProlongationChoice | null) =>
  choice !== 'LIMIT';
/** Yes, no, or let the agent decide: artificial nutrition and hydration, autopsy. */
export const AGENT_DECIDABLE = ['YES', 'NO', 'AGENT_DECIDES'] as const;
export const END_OF_LIFE_LOCATIONS = ['HOME', 'HOSPITAL', 'HOSPICE', 'NO_PREFERENCE'] as const;
/** What donated organs may be used for (provisions: organ donation). */
export const ORGAN_DONATION_PURPOSES = ['TRANSPLANT', 'THERAPY', 'RESEARCH', 'EDUCATION'] as const;

/**
 * An advance healthcare directive (documents.md 3.2). The specification names the section flags
 * and the lists; the other answers follow the steps of documents.md 2.4 (DECISIONS.md
 * "Documents"). Answers the wizard does not know yet are kept as they are.
 */
export const AhcdSchema = z
  .object({
    randId: z.string(),
    profileId: z.string(),
    finalizedAt: timestamp,
    /** Marked signed, with who signed and what was signed (issue 19). */
    signing: SigningRecordSchema.nullish().default(null),
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
    // Healthcare provider
    primaryPhysician: optionalPerson,
    alternatePhysician: optionalPerson,
    preferredHospital: text,
    // Agent
    primaryAgent: optionalPerson,
    alternateAgent: optionalPerson,
    alternateAgent2: optionalPerson,
    prohibitedAgents: list,
    hipaaAgents: list,
    specificPowers: text,
    hasMedRecordPower: optionalFlag,
    hasAssistedLivingPower: optionalFlag,
    hasMedicalTrialsPower: optionalFlag,
    hasOrganDonationPower: optionalFlag,
    /** Utah's form asks the declarant to acknowledge the agent's powers and their limits. */
    utahPowersAcknowledged: optionalFlag,
    utahLimitsAcknowledged: optionalFlag,
    // Values
    onAGoodDay: text,
    // End-of-life wishes
    mentalHealthcareWishes: text,
    lifeProlongationChoice: z.enum(LIFE_PROLONGATION_CHOICES).nullish().default(null),
    artificialNutrition: z.enum(AGENT_DECIDABLE).nullish().default(null),
    termsOfLimitedCare: text,
    termsOfProlongation: text,
    termsOfComfortCare: text,
    endOfLifeLocation: z.enum(END_OF_LIFE_LOCATIONS).nullish().default(null),
    wishesWhenPregnant: text,
    // Provisions
    autopsy: z.enum(AGENT_DECIDABLE).nullish().default(null),
    wantsOrganDonation: optionalFlag,
    miscellany: text,
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
/** A save that could not be written (documents.md 8). */
export const AHCD_SAVE_FAILED = 'Failed to save AHCD';

import { z } from 'zod';
import { SigningRecordSchema } from '../execution/signing-record-schema';
import { optionalPerson } from '../people/named-person';
import { DfpoaSectionSchema, DFPOA_SECTIONS, type DfpoaSection } from './dfpoa-section';

const timestamp = z.string().nullish().default(null);
const flag = z.boolean().default(false);
const optionalFlag = z.boolean().nullish().default(null);
const text = z.string().nullish().default(null);

export const WitnessCountSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type WitnessCount = z.output<typeof WitnessCountSchema>;

export const SelfGiftPowersSchema = z.object({
  coagent: optionalFlag,
  coagent_limit: text,
  successor: optionalFlag,
  successor_limit: text,
  second_successor: optionalFlag,
  second_successor_limit: text,
});
export type SelfGiftPowers = z.output<typeof SelfGiftPowersSchema>;

export const CanPersonallyProfitSchema = z.object({
  agent: optionalFlag,
  coagent: optionalFlag,
  successor: optionalFlag,
  second_successor: optionalFlag,
});
export type CanPersonallyProfit = z.output<typeof CanPersonallyProfitSchema>;

/** The powers the statutory list names as booleans (documents.md 3.3). */
export const COMMON_AGENT_POWERS = [
  'has_real_property_power',
  'has_tangible_personal_property_power',
  'has_stocks_and_bonds_power',
  'has_commodities_power',
  'has_banking_power',
  'has_business_operating_power',
  'has_insurance_power',
  'has_estate_power',
  'has_claims_and_litigation_power',
  'has_personal_and_family_maintenance_power',
  'has_government_benefits_power',
  'has_retirement_plans_power',
  'has_tax_power',
  'has_digital_assets_power',
  'has_healthcare_bills_power',
  'has_fiduciary_power',
  'has_delegation_power',
  'has_real_estate_management_power',
] as const;
export type CommonAgentPower = (typeof COMMON_AGENT_POWERS)[number];

/** A durable financial power of attorney (documents.md 3.3). */
export const DfpoaSchema = z.object({
  randId: z.string(),
  profileId: z.string(),
  lastSectionCompleted: DfpoaSectionSchema.nullish().default(null),
  isComplete: flag,
  finalizedAt: timestamp,
  /** Marked signed, with who signed and what was signed (issue 19). */
  signing: SigningRecordSchema.nullish().default(null),
  witnessCount: WitnessCountSchema.default(0),
  agent: optionalPerson,
  coagent: optionalPerson,
  successor: optionalPerson,
  secondSuccessor: optionalPerson,
  monitor: optionalPerson,
  estateGuardian: optionalPerson,
  personGuardian: optionalPerson,
  topMarginSize: z.number().positive().default(1),
  hasCoagent: flag,
  agentsAreIndependent: optionalFlag,
  hasSuccessor: flag,
  hasSecondSuccessor: flag,
  hasMonitor: flag,
  selfGiftPowers: SelfGiftPowersSchema.default(SelfGiftPowersSchema.parse({})),
  canPersonallyProfit: CanPersonallyProfitSchema.default(CanPersonallyProfitSchema.parse({})),
  commonAgentPowers: z.record(z.string(), z.boolean()).default({}),
  giftRecipientType: text,
  giftRecipientList: z.array(z.string()).default([]),
  giftRecipientAmountType: text,
  giftRecipientAmountLimit: text,
  agentCompensationType: text,
  agentCompensationAmount: text,
  revokeExistingDocuments: optionalFlag,
  hasEstateGuardian: optionalFlag,
  hasPersonGuardian: optionalFlag,
});
export type Dfpoa = z.output<typeof DfpoaSchema>;

/** A new power of attorney for a profile: started, with the default top margin (documents.md 4.5). */
export const newDfpoa = (randId: string, profileId: string): Dfpoa =>
  DfpoaSchema.parse({ randId, profileId, lastSectionCompleted: 'STARTED', topMarginSize: 1 });

const position = (section: DfpoaSection | null): number =>
  section === null ? -1 : DFPOA_SECTIONS.indexOf(section);

/** Completing a section only advances lastSectionCompleted (documents.md 4.5). */
export const completeDfpoaSection = (
  lastSectionCompleted: DfpoaSection | null,
  section: DfpoaSection,
): DfpoaSection | null =>
  position(section) > position(lastSectionCompleted) ? section : lastSectionCompleted;

/** A reset goes back to PERSONAL_SECTION_COMPLETE (documents.md 4.5). */
export const DFPOA_RESET_SECTION: DfpoaSection = 'PERSONAL_SECTION_COMPLETE';

/** A section is started when lastSectionCompleted is at or after the marker before it (4.5). */
export const isDfpoaSectionStarted = (
  lastSectionCompleted: DfpoaSection | null,
  section: DfpoaSection,
): boolean => position(lastSectionCompleted) >= position(section) - 1;

/** DFPOA resume routing (documents.md 2.5). */
export const DFPOA_RESUME_PATHS = {
  STARTED: '/dfpoa/personal',
  PERSONAL_SECTION_COMPLETE: '/dfpoa/agent',
  AGENT_SECTION_COMPLETE: '/dfpoa/power',
  POWERS_SECTION_COMPLETE: '/dfpoa/other',
  FINISHED: '/dfpoa/review',
} as const satisfies Record<DfpoaSection, string>;

export const dfpoaResumePath = (
  dfpoa: { readonly lastSectionCompleted: DfpoaSection | null } | null,
): string =>
  dfpoa?.lastSectionCompleted ? DFPOA_RESUME_PATHS[dfpoa.lastSectionCompleted] : '/dfpoa/tutorial';

/** Saving a power of attorney that was never started fails (documents.md 5.4, 8). */
export const DFPOA_SAVE_WITHOUT_ID = 'Cannot save POA without randId';
/** A save that could not be written (documents.md 8). */
export const DFPOA_SAVE_FAILED = 'Error saving changes to POA';

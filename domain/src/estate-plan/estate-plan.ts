import { z } from 'zod';
import { SigningRecordSchema } from '../execution/signing-record-schema';
import { PlanTypeSchema } from '../products/product-type';
import { MaritalStatusSchema } from '../profiles/marital-status';
import { PersonNameSchema } from '../profiles/person-name';
import { EstatePlanReferrerSchema, EstatePlanSectionSchema } from './estate-plan-section-schema';
import { SpecificGiftSchema } from './specific-gift';

const timestamp = z.string().nullish().default(null);
const flag = z.boolean().default(false);

/** Residuary levels: NUMBER_1 is the first level, NUMBER_2 the next (documents.md 3.1). */
export const ResiduaryLevelSchema = z.string().regex(/^NUMBER_[1-9]\d*$/);

export const ResiduaryBeneficiarySchema = z.object({
  level: ResiduaryLevelSchema,
  /** Who receives the share, as the document names them: a person or a charity. */
  name: z.string().nullish().default(null),
  charitableGiftId: z.string().nullish().default(null),
  allocationPercent: z.number().min(0).max(100),
});
export type ResiduaryBeneficiary = z.output<typeof ResiduaryBeneficiarySchema>;

/** The spouse of the plan, read as spouse.fullName or spouse.name (documents.md 3.1). */
export const SpouseSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('fullName' in value) && 'name' in value
      ? { fullName: (value as { name: unknown }).name }
      : value,
  z.object({ fullName: PersonNameSchema }),
);
export type Spouse = z.output<typeof SpouseSchema>;

/** A person the document names: executor, trustee, guardian, custodian (DECISIONS.md "Documents"). */
export const FiduciarySchema = z.object({
  fullName: PersonNameSchema,
  relationship: z.string().nullish().default(null),
  email: z.string().nullish().default(null),
});
export type Fiduciary = z.output<typeof FiduciarySchema>;

/**
 * Someone the plan names whom the person may tell so (documents.md 2.7): an executor, guardian
 * or trustee, with the address to write to and when they were last told.
 */
export const NomineeSchema = z.object({
  randId: z.string().max(100),
  fullName: PersonNameSchema,
  email: z.string().trim().max(254).nullish().default(null),
  role: z.string().max(100).nullish().default(null),
  lastNotifiedAt: timestamp,
});
export type Nominee = z.output<typeof NomineeSchema>;

/** A child of the person (DECISIONS.md "Documents": names and birth dates). */
export const ChildSchema = z.object({
  fullName: PersonNameSchema,
  birthDate: z.string().nullish().default(null),
});

/** A pet, its caretaker and an optional care fund (a money amount). */
export const PetSchema = z.object({
  name: z.string().min(1).max(100),
  caretaker: FiduciarySchema.nullish().default(null),
  careFund: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .nullish()
    .default(null),
});

/** Kinds of property a person may hold (the will's asset list, documents.md 2.1 /assets/options). */
export const WILL_ASSET_KINDS = [
  'home',
  'bank_accounts',
  'retirement_accounts',
  'life_insurance',
  'investments',
  'vehicles',
  'business',
  'digital_assets',
] as const;
export type WillAssetKind = (typeof WILL_ASSET_KINDS)[number];

/** Rough sizes of an estate, asked at /assets/total. */
export const ESTATE_VALUE_RANGES = [
  'under_100k',
  '100k_to_500k',
  '500k_to_1m',
  '1m_to_5m',
  'over_5m',
] as const;
export type EstateValueRange = (typeof ESTATE_VALUE_RANGES)[number];

export const FUNERAL_DISPOSITIONS = ['burial', 'cremation', 'donation', 'no_preference'] as const;
export type FuneralDisposition = (typeof FUNERAL_DISPOSITIONS)[number];

/** Each funeral choice as the wizard asks it and the review repeats it. */
export const FUNERAL_DISPOSITION_LABELS: Readonly<Record<FuneralDisposition, string>> = {
  burial: 'Burial',
  cremation: 'Cremation',
  donation: 'Donate my body to science',
  no_preference: 'No preference; my family may decide',
};

/** A will or a revocable living trust (documents.md 3.1). */
export const EstatePlanSchema = z.object({
  randId: z.string(),
  planType: PlanTypeSchema,
  profile: z
    .object({ administrativeArea: z.string().nullish().default(null) })
    .default({ administrativeArea: null }),
  lastSectionCompleted: EstatePlanSectionSchema.nullish().default(null),
  lastSectionCompletedUpdatedAt: timestamp,
  finalizedAt: timestamp,
  /** Marked signed, with who signed and what was signed (issue 19). */
  signing: SigningRecordSchema.nullish().default(null),
  isDownloaded: flag,
  isJoint: flag,
  spouse: SpouseSchema.nullish().default(null),
  maritalStatus: MaritalStatusSchema.nullish().default(null),
  /** The will carries the self-proof its state accepts (WillExecutionRule.selfProof). */
  hasSelfProvingAffidavit: flag,
  hasMirror: flag,
  hasCompletedFindANotary: flag,
  hasCharitableGifts: flag,
  funeralInstructionsArray: z.array(z.object({ hasCharityGift: flag })).default([]),
  isSpouseDisinherited: flag,
  disinheritedChildren: z.array(z.unknown()).default([]),
  nominees: z.array(NomineeSchema).default([]),
  hasNotifiedNominee: flag,
  residuaryBeneficiaries: z.array(ResiduaryBeneficiarySchema).default([]),
  hasPermissionToShareInfo: z.boolean().nullish().default(null),
  /** Null until the person answers whether some beneficiary should receive through a trust. */
  trustsForBeneficiariesPreferences: z
    .object({ hasQualifyingBeneficiaries: z.boolean().nullish().default(null) })
    .default({ hasQualifyingBeneficiaries: null }),
  assetInventoryChoice: z.string().nullish().default(null),
  assetTypes: z.array(z.enum(WILL_ASSET_KINDS)).default([]),
  estimatedEstateValue: z.enum(ESTATE_VALUE_RANGES).nullish().default(null),
  refOrgId: z.string().nullish().default(null),
  referrer: EstatePlanReferrerSchema.nullish().default(null),
  /** Executors in order: the first serves, the others are backups. */
  executors: z.array(FiduciarySchema).default([]),
  /** A trust's successor trustees in order. */
  successorTrustees: z.array(FiduciarySchema).default([]),
  children: z.array(ChildSchema).default([]),
  /** Guardians for minor children, in order. */
  guardians: z.array(FiduciarySchema).default([]),
  /** Custodians, in order, of property passing to a beneficiary too young to hold it. */
  custodians: z.array(FiduciarySchema).default([]),
  pets: z.array(PetSchema).default([]),
  specificGifts: z.array(SpecificGiftSchema).default([]),
  funeralWishes: z
    .object({
      disposition: z.enum(FUNERAL_DISPOSITIONS).nullish().default(null),
      instructions: z.string().max(2000).nullish().default(null),
    })
    .nullish()
    .default(null),
  hasNoContestClause: flag,
  /**
   * The ages at which a trust pays out, in equal parts of what remains, the share of a
   * beneficiary too young to receive it outright (issue 18: a third at 25, 30 and 35 unless the
   * person chooses otherwise).
   */
  beneficiaryTrustAges: z
    .array(z.number().int().min(18).max(50))
    .min(1)
    .max(3)
    .refine((ages) => ages.every((age, index) => index === 0 || age > ages[index - 1]!), {
      message: 'Each age must be greater than the one before',
    })
    .default([25, 30, 35]),
});
export type EstatePlan = z.output<typeof EstatePlanSchema>;
export type EstatePlanInput = z.input<typeof EstatePlanSchema>;

/** Saving a plan that was never started, and a start that failed (documents.md 8). */
export const ESTATE_PLAN_NOT_LOADED = 'estatePlan not loaded';
export const ESTATE_PLAN_CREATE_FAILED = 'Unable to create estate plan.';

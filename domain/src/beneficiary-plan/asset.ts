import { z } from 'zod';
import { CurrencySchema } from '../money/money';
import { FINANCIAL_INSTITUTION_CODES, type FinancialInstitution } from './financial-institutions';
import { NonProbateBeneficiarySchema } from './beneficiary';

/** Asset types (giving-and-beneficiaries.md 3.2). */
export const ASSET_TYPES = [
  'FINANCIAL_ACCOUNT',
  'BROKERAGE',
  'RETIREMENT_ACCOUNT',
  'IRA',
  '401K',
  'ANNUITY',
  'OTHER_RETIREMENT_ACCOUNT',
  'LIFE_INSURANCE',
  'REAL_ESTATE',
  'VEHICLE',
  'CASH_VALUABLES',
] as const;
export const AssetTypeSchema = z.enum(ASSET_TYPES);
export type AssetType = z.infer<typeof AssetTypeSchema>;

/** The sub-types of the generic retirement account. */
export const RETIREMENT_SUB_TYPES = ['IRA', '401K', 'ANNUITY', 'OTHER_RETIREMENT_ACCOUNT'] as const;
export const RetirementSubTypeSchema = z.enum(RETIREMENT_SUB_TYPES);
export type RetirementSubType = z.infer<typeof RetirementSubTypeSchema>;

export const ASSET_OWNER_TYPES = ['SELF', 'JOINT_WITH_PARTNER', 'JOINT_OTHER'] as const;
export const AssetOwnerTypeSchema = z.enum(ASSET_OWNER_TYPES);
export type AssetOwnerType = z.infer<typeof AssetOwnerTypeSchema>;

export const ASSET_SUBMISSION_TYPES = ['PLAN'] as const;

/** Labels of the asset types (giving 3.2). */
export const ASSET_TYPE_LABELS = {
  IRA: 'IRA (Traditional, Roth, SEP, SIMPLE, etc.)',
  '401K': '401(k)',
  BROKERAGE: 'Brokerage account',
  LIFE_INSURANCE: 'Life insurance',
  ANNUITY: 'Annuity',
  REAL_ESTATE: 'Real estate',
  VEHICLE: 'Vehicle',
  OTHER_RETIREMENT_ACCOUNT: 'Other retirement account',
  RETIREMENT_ACCOUNT: 'Retirement account',
  FINANCIAL_ACCOUNT: 'Financial account',
  CASH_VALUABLES: 'Cash / Jewelry / Other',
} as const satisfies Record<AssetType, string>;

/**
 * The label of an asset (giving 3.2): the generic retirement account is named by its sub-type once
 * chosen, and the two types that take a description by that description.
 */
export const assetTypeLabel = (asset: {
  readonly assetType: AssetType;
  readonly retirementSubType?: RetirementSubType | null;
  readonly description?: string | null;
}): string => {
  const type =
    asset.assetType === 'RETIREMENT_ACCOUNT' && asset.retirementSubType
      ? asset.retirementSubType
      : asset.assetType;
  return (type === 'OTHER_RETIREMENT_ACCOUNT' || type === 'FINANCIAL_ACCOUNT') &&
    asset.description?.trim()
    ? asset.description.trim()
    : ASSET_TYPE_LABELS[type];
};

const text = z.string().nullish().default(null);

export const NonProbatePlanSchema = z.object({
  randId: z.string(),
  profileId: z.string(),
  hasPermissionToShareInfo: z.boolean().nullish().default(null),
  refOrgId: text,
});
export type NonProbatePlanRef = z.output<typeof NonProbatePlanSchema>;

/** A non-probate asset (giving-and-beneficiaries.md 3.2). */
export const NonProbateAssetSchema = z.object({
  randId: text,
  profileId: text,
  nonProbatePlanId: text,
  assetType: AssetTypeSchema,
  retirementSubType: RetirementSubTypeSchema.nullish().default(null),
  description: text,
  financialInstitution: z
    .enum(FINANCIAL_INSTITUTION_CODES as [FinancialInstitution, ...FinancialInstitution[]])
    .default('OTHER'),
  financialInstitutionOther: text,
  approximateValue: z.string().regex(/^\d+(\.\d+)?$/),
  approximateValueCurrency: CurrencySchema.default('USD'),
  owner: AssetOwnerTypeSchema.default('SELF'),
  hasPayableOnDeathDesignation: z.boolean().nullish().default(null),
  nickname: text,
  submissionType: z.enum(ASSET_SUBMISSION_TYPES).default('PLAN'),
  status: text,
  statusUpdatedAt: text,
  createdAt: text,
  beneficiaries: z.array(NonProbateBeneficiarySchema).default([]),
});
export type NonProbateAsset = z.output<typeof NonProbateAssetSchema>;

/** The beneficiary plan and its assets (giving-and-beneficiaries.md 3.1). */
export const BeneficiaryPlanSchema = NonProbatePlanSchema.extend({
  assets: z.array(NonProbateAssetSchema).default([]),
});
export type BeneficiaryPlan = z.output<typeof BeneficiaryPlanSchema>;

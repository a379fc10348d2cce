import { err, ok, type Result } from 'neverthrow';
import { formatMoney, parseMoneyInput } from '../money/money';
import { hasPartnerStatus, type MaritalStatus } from '../profiles/marital-status';
import type { FieldErrors } from '../validation/field-errors';
import { z } from 'zod';
import {
  ASSET_TYPES,
  AssetOwnerTypeSchema,
  AssetTypeSchema,
  RETIREMENT_SUB_TYPES,
  RetirementSubTypeSchema,
  type AssetOwnerType,
  type AssetType,
  type NonProbateAsset,
  type RetirementSubType,
} from './asset';
import { FINANCIAL_INSTITUTION_CODES, type FinancialInstitution } from './financial-institutions';

/**
 * Which types ask which questions. The specification names the description list only; the owner
 * and payable-on-death lists are ours: accounts and titled property can be held jointly or name a
 * payable/transfer-on-death beneficiary, retirement accounts and insurance always name their own.
 */
export const DESCRIPTION_QUESTION_TYPES: readonly AssetType[] = [
  'FINANCIAL_ACCOUNT',
  'OTHER_RETIREMENT_ACCOUNT',
  'CASH_VALUABLES',
];
export const OWNER_QUESTION_TYPES: readonly AssetType[] = [
  'FINANCIAL_ACCOUNT',
  'BROKERAGE',
  'REAL_ESTATE',
  'VEHICLE',
  'CASH_VALUABLES',
];
export const POD_QUESTION_TYPES: readonly AssetType[] = [
  'FINANCIAL_ACCOUNT',
  'BROKERAGE',
  'REAL_ESTATE',
  'VEHICLE',
];

export const ASSET_FORM_MESSAGES = {
  assetType: 'Please choose a non-probate asset type',
  retirementSubType: 'Please choose a retirement account type',
  description: 'Please enter a description',
  financialInstitution: 'Please name a financial institution',
  financialInstitutionOther: 'Please name a financial institution',
  approximateValue: 'Please select an approximate current value range',
  owner: 'Please select an account owner',
  notNonProbate:
    'This account will be distributed based on your wishes stated in your will, unless it has a payable on death designation. Visit your Asset List to add this asset to your will.',
} as const;

/** Where the "not non-probate" message links: the will's Asset List (giving 5.1). */
export const ASSET_LIST_PATH = '/will/assets/options';

export interface AssetFormDraft {
  readonly assetType: AssetType | null;
  readonly retirementSubType: RetirementSubType | null;
  readonly description: string;
  readonly financialInstitution: FinancialInstitution | null;
  readonly financialInstitutionOther: string;
  readonly approximateValue: string;
  readonly owner: AssetOwnerType | null;
  readonly hasPayableOnDeathDesignation: boolean | null;
  readonly nickname: string;
}

/** The type the questions follow: the retirement sub-type once chosen. */
const effectiveType = (draft: Pick<AssetFormDraft, 'assetType' | 'retirementSubType'>) =>
  draft.assetType === 'RETIREMENT_ACCOUNT'
    ? (draft.retirementSubType ?? draft.assetType)
    : draft.assetType;

export const asksDescription = (draft: Pick<AssetFormDraft, 'assetType' | 'retirementSubType'>) =>
  DESCRIPTION_QUESTION_TYPES.includes(effectiveType(draft) as AssetType);
export const asksOwner = (draft: Pick<AssetFormDraft, 'assetType' | 'retirementSubType'>) =>
  OWNER_QUESTION_TYPES.includes(effectiveType(draft) as AssetType);
export const asksPayableOnDeath = (
  draft: Pick<AssetFormDraft, 'assetType' | 'retirementSubType'>,
) => POD_QUESTION_TYPES.includes(effectiveType(draft) as AssetType);

/**
 * Not a valid non-probate submission: a type with the POD question, owned by the person alone,
 * without a payable-on-death designation; it passes through the will instead (giving 5.1).
 */
export const isValidNonProbateSubmission = (
  draft: Pick<
    AssetFormDraft,
    'assetType' | 'retirementSubType' | 'owner' | 'hasPayableOnDeathDesignation'
  >,
): boolean =>
  !(
    asksPayableOnDeath(draft) &&
    (draft.owner ?? 'SELF') === 'SELF' &&
    !draft.hasPayableOnDeathDesignation
  );

/** Changing the type clears the answers its questions no longer ask (giving 4.3). */
export const withAssetType = (
  draft: AssetFormDraft,
  assetType: AssetType,
  retirementSubType: RetirementSubType | null = null,
): AssetFormDraft => {
  const next = { ...draft, assetType, retirementSubType };
  return {
    ...next,
    owner: asksOwner(next) ? next.owner : null,
    hasPayableOnDeathDesignation: asksPayableOnDeath(next)
      ? next.hasPayableOnDeathDesignation
      : null,
  };
};

/** Owner choices: joint with the partner only with partner status, named by marital status (giving 2.3). */
export const ownerOptions = (maritalStatus: MaritalStatus | null) => [
  { value: 'SELF' as const, label: 'Just me' },
  ...(hasPartnerStatus(maritalStatus)
    ? [
        {
          value: 'JOINT_WITH_PARTNER' as const,
          label: maritalStatus === 'MARRIED' ? 'Me and my Spouse' : 'Me and my Partner',
        },
      ]
    : []),
  { value: 'JOINT_OTHER' as const, label: 'Me and someone else' },
];

export interface ValidAsset {
  readonly assetType: AssetType;
  readonly retirementSubType: RetirementSubType | null;
  readonly description: string | null;
  readonly financialInstitution: FinancialInstitution;
  readonly financialInstitutionOther: string | null;
  readonly approximateValue: string;
  readonly owner: AssetOwnerType;
  readonly hasPayableOnDeathDesignation: boolean | null;
  readonly nickname: string | null;
  readonly submissionType: 'PLAN';
}

export type AssetFormField = keyof AssetFormDraft | 'submission';

/**
 * The asset form on submit (giving 4.3, 5.1): each field's message, the non-probate rule, then
 * the defaults (institution OTHER, owner SELF, submission PLAN) and the other-name cleared unless
 * OTHER was chosen.
 */
export const validateAssetForm = (
  draft: AssetFormDraft,
  context: { readonly hasPartner: boolean },
): Result<ValidAsset, FieldErrors<AssetFormField>> => {
  const errors: FieldErrors<AssetFormField> = {};
  if (!draft.assetType) errors.assetType = ASSET_FORM_MESSAGES.assetType;
  if (draft.assetType === 'RETIREMENT_ACCOUNT' && !draft.retirementSubType)
    errors.retirementSubType = ASSET_FORM_MESSAGES.retirementSubType;
  if (asksDescription(draft) && !draft.description.trim())
    errors.description = ASSET_FORM_MESSAGES.description;
  if (!draft.financialInstitution)
    errors.financialInstitution = ASSET_FORM_MESSAGES.financialInstitution;
  if (draft.financialInstitution === 'OTHER' && !draft.financialInstitutionOther.trim())
    errors.financialInstitutionOther = ASSET_FORM_MESSAGES.financialInstitutionOther;
  const value = draft.approximateValue.trim() ? parseMoneyInput(draft.approximateValue, 0) : null;
  if (value === null) errors.approximateValue = ASSET_FORM_MESSAGES.approximateValue;
  else if (value.isErr()) errors.approximateValue = value.error.message;
  if (asksOwner(draft) && !draft.owner) errors.owner = ASSET_FORM_MESSAGES.owner;
  if (draft.owner === 'JOINT_WITH_PARTNER' && !context.hasPartner)
    errors.owner = ASSET_FORM_MESSAGES.owner;
  if (!errors.owner && !isValidNonProbateSubmission(draft))
    errors.submission = ASSET_FORM_MESSAGES.notNonProbate;
  if (Object.keys(errors).length > 0 || !draft.assetType || !value?.isOk()) return err(errors);

  const institution = draft.financialInstitution ?? 'OTHER';
  return ok({
    assetType: draft.assetType,
    retirementSubType: draft.assetType === 'RETIREMENT_ACCOUNT' ? draft.retirementSubType : null,
    description: asksDescription(draft) ? draft.description.trim() : null,
    financialInstitution: institution,
    financialInstitutionOther:
      institution === 'OTHER' ? draft.financialInstitutionOther.trim() : null,
    approximateValue: value.value,
    owner: draft.owner ?? 'SELF',
    hasPayableOnDeathDesignation: asksPayableOnDeath(draft)
      ? draft.hasPayableOnDeathDesignation
      : null,
    nickname: draft.nickname.trim() || null,
    submissionType: 'PLAN',
  });
};

const draftText = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => value ?? '');

/**
 * The asset form's answers as a client sends them (giving 7.1): anything may be missing, so the
 * form's own rules name what is (giving 5.1). The value is taken as text, as the money input
 * reads it.
 */
export const AssetDraftSchema = z.object({
  assetType: AssetTypeSchema.nullish().transform((value) => value ?? null),
  retirementSubType: RetirementSubTypeSchema.nullish().transform((value) => value ?? null),
  description: draftText,
  financialInstitution: z
    .enum(FINANCIAL_INSTITUTION_CODES as [FinancialInstitution, ...FinancialInstitution[]])
    .nullish()
    .transform((value) => value ?? null),
  financialInstitutionOther: draftText,
  approximateValue: z
    .union([z.string().max(40), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value))),
  owner: AssetOwnerTypeSchema.nullish().transform((value) => value ?? null),
  hasPayableOnDeathDesignation: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  nickname: draftText,
}) satisfies z.ZodType<AssetFormDraft, unknown>;

/** The type question's choices: a retirement account's sub-type is the next question (giving 2.3). */
export const ASSET_TYPE_CHOICES: readonly AssetType[] = ASSET_TYPES.filter(
  (type) => !(RETIREMENT_SUB_TYPES as readonly AssetType[]).includes(type),
);

/** The form of a new asset: nothing answered (giving 4.3). */
export const EMPTY_ASSET_FORM: AssetFormDraft = {
  assetType: null,
  retirementSubType: null,
  description: '',
  financialInstitution: null,
  financialInstitutionOther: '',
  approximateValue: '',
  owner: null,
  hasPayableOnDeathDesignation: null,
  nickname: '',
};

const isRetirementSubType = (type: AssetType): type is RetirementSubType =>
  (RETIREMENT_SUB_TYPES as readonly AssetType[]).includes(type);

/**
 * The form of a saved asset, its value written as money. An asset saved under a retirement
 * sub-type is shown as the retirement account of that sub-type, the only way the form asks it.
 */
export const assetFormOf = (asset: NonProbateAsset): AssetFormDraft => ({
  assetType: isRetirementSubType(asset.assetType) ? 'RETIREMENT_ACCOUNT' : asset.assetType,
  retirementSubType: isRetirementSubType(asset.assetType)
    ? asset.assetType
    : asset.retirementSubType,
  description: asset.description ?? '',
  financialInstitution: asset.financialInstitution,
  financialInstitutionOther: asset.financialInstitutionOther ?? '',
  approximateValue: formatMoney({
    value: asset.approximateValue,
    currency: asset.approximateValueCurrency,
  }),
  owner: asset.owner,
  hasPayableOnDeathDesignation: asset.hasPayableOnDeathDesignation,
  nickname: asset.nickname ?? '',
});

/**
 * The asset form as a form library checks it on submit (giving 4.3, 5.1): the draft as a page
 * holds it, each answer typed by its control, refused field by field in the specification's
 * words and under `submission` when the asset belongs in the will instead.
 */
export const assetFormSchema = (context: { readonly hasPartner: boolean }) =>
  z.custom<AssetFormDraft>().superRefine((draft, issues) => {
    const valid = validateAssetForm(draft, context);
    if (valid.isOk()) return;
    for (const [field, message] of Object.entries(valid.error))
      issues.addIssue({ code: 'custom', path: [field], message });
  });

import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors } from '../validation/field-errors';
import { canSetSecondaries, isTotallyAllocated } from './allocation';
import type { BeneficiaryPlan, NonProbateAsset } from './asset';
import {
  BENEFICIARY_LEVEL_LABELS,
  beneficiaryDisplayName,
  withoutPresetForfeit,
  type NonProbateBeneficiary,
} from './beneficiary';

/** The messages of giving-and-beneficiaries.md section 8, and ours for the allocation rules. */
export const BENEFICIARY_PLAN_MESSAGES = {
  assetNotValid: 'Asset not valid',
  updateWithoutId: 'Asset id is undefined. Could not update asset',
  removeWithoutId: 'Asset id is undefined. Could not remove asset.',
  levelTotal: (level: NonProbateBeneficiary['level']) =>
    `The ${BENEFICIARY_LEVEL_LABELS[level]} beneficiaries’ shares must add up to exactly 100%`,
  secondariesNotAllowed:
    'Contingent beneficiaries can be named once the primary beneficiaries take 100% and at least one of them is not a charity',
} as const;

const levelOf = (beneficiaries: readonly NonProbateBeneficiary[], level: 'PRIMARY' | 'SECONDARY') =>
  beneficiaries.filter((beneficiary) => beneficiary.level === level);

/**
 * A new list of an asset's beneficiaries (giving 3.3, 4.6, 5.3): each names a person or a charity,
 * each level that has entries totals exactly 100%, and contingent beneficiaries only where the
 * primaries allow them. Errors are keyed by the field they belong to.
 */
export const validateBeneficiaries = (
  beneficiaries: readonly NonProbateBeneficiary[],
  hadSecondaries: boolean,
): Result<NonProbateBeneficiary[], FieldErrors<string>> => {
  const listed = withoutPresetForfeit(beneficiaries);
  const errors: FieldErrors<string> = {};
  listed.forEach((beneficiary, index) => {
    const named = beneficiaryDisplayName(beneficiary);
    if (named.isErr()) errors[`beneficiaries.${index}`] = named.error.message;
  });
  const primaries = levelOf(listed, 'PRIMARY');
  const secondaries = levelOf(listed, 'SECONDARY');
  if (primaries.length > 0 && !isTotallyAllocated(primaries))
    errors['beneficiaries.PRIMARY'] = BENEFICIARY_PLAN_MESSAGES.levelTotal('PRIMARY');
  if (secondaries.length > 0 && !isTotallyAllocated(secondaries))
    errors['beneficiaries.SECONDARY'] = BENEFICIARY_PLAN_MESSAGES.levelTotal('SECONDARY');
  if (
    secondaries.length > 0 &&
    !canSetSecondaries(
      primaries.map((primary) => ({
        allocationPercent: primary.allocationPercent,
        isCharitableGift: primary.charitableGift !== null && primary.contact === null,
      })),
      hadSecondaries,
    )
  )
    errors['beneficiaries.SECONDARY'] ??= BENEFICIARY_PLAN_MESSAGES.secondariesNotAllowed;
  return Object.keys(errors).length > 0 ? err(errors) : ok(listed);
};

/** An asset is done when its primaries take 100% and its institution has been updated. */
const isAssetComplete = (asset: NonProbateAsset): boolean => {
  const primaries = levelOf(withoutPresetForfeit(asset.beneficiaries), 'PRIMARY');
  return primaries.length > 0 && isTotallyAllocated(primaries) && Boolean(asset.status);
};

/** The plan is complete when it lists assets and every one is done (giving 4.4, 4.5). */
export const isBeneficiaryPlanComplete = (plan: Pick<BeneficiaryPlan, 'assets'>): boolean =>
  plan.assets.length > 0 && plan.assets.every(isAssetComplete);

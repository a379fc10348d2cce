import type { ResiduaryBeneficiary } from '../estate-plan/estate-plan';

/** Percentages compared in hundredths, so 33.33 + 33.33 + 33.34 totals exactly 100. */
const hundredths = (percent: number) => Math.round(percent * 100);

export const ALLOCATION_TOTAL = 100;

/** A group is totally allocated when its percentages sum to exactly 100 (giving 4.6, 5.3). */
export const isTotallyAllocated = (
  beneficiaries: readonly { readonly allocationPercent: number }[],
): boolean =>
  beneficiaries.reduce((sum, beneficiary) => sum + hundredths(beneficiary.allocationPercent), 0) ===
  ALLOCATION_TOTAL * 100;

/**
 * Secondaries may be set only when the primaries total exactly 100% and either secondaries exist
 * already or some primary is not a charitable gift (giving 4.6, documents.md 4.3).
 */
export const canSetSecondaries = (
  primaries: readonly { readonly allocationPercent: number; readonly isCharitableGift: boolean }[],
  hasSecondaries: boolean,
): boolean =>
  isTotallyAllocated(primaries) &&
  (hasSecondaries || primaries.some((primary) => !primary.isCharitableGift));

/**
 * Every first-level residuary beneficiary is a charity and together they take 100%
 * (documents.md 4.3).
 */
export const hasGiftedAllResidualToCharity = (
  residuary: readonly Pick<
    ResiduaryBeneficiary,
    'level' | 'charitableGiftId' | 'allocationPercent'
  >[],
): boolean => {
  const first = residuary.filter((beneficiary) => beneficiary.level === 'NUMBER_1');
  return (
    first.length > 0 &&
    first.every((beneficiary) => Boolean(beneficiary.charitableGiftId)) &&
    isTotallyAllocated(first)
  );
};

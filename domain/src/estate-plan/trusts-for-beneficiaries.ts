import type { EstatePlan } from './estate-plan';

/**
 * Whether the plan asks about trusts for beneficiaries (documents.md 4.3): where the referring
 * partner's customization offers them (hasTrustsForBeneficiaries), for a plan a bequest partner
 * referred, and always once the question has been answered, so an answer is never hidden.
 */
export const asksTrustsForBeneficiaries = (
  plan: Pick<EstatePlan, 'referrer' | 'trustsForBeneficiariesPreferences'>,
  partner: { readonly hasTrustsForBeneficiaries: boolean } | null,
): boolean =>
  plan.trustsForBeneficiariesPreferences.hasQualifyingBeneficiaries !== null ||
  (partner?.hasTrustsForBeneficiaries === true && plan.referrer === 'BEQUEST_PARTNER');

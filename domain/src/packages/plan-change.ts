import { hasPartnerStatus } from '../profiles/marital-status';
import type { EstatePlanPackageType } from './estate-plan-package-type';
import { resolveHouseholdPackages, type HouseholdChoice } from './household-plan';

export interface HouseholdPlanUpdate {
  readonly accountOwner: { readonly estatePlanPackageType: EstatePlanPackageType | null };
  readonly secondHouseholdMember: {
    readonly estatePlanPackageType: EstatePlanPackageType | null;
  } | null;
  readonly isJointTrustPlanSelected: boolean;
}

/**
 * The household update a confirmed plan change sends (platform-core.md 4.12): both members' new
 * packages, and the joint flag when a married or partnered owner chooses the trust plan.
 */
export const planChangeUpdate = (choice: HouseholdChoice): HouseholdPlanUpdate => {
  const packages = resolveHouseholdPackages(choice);
  return {
    accountOwner: { estatePlanPackageType: packages.owner },
    secondHouseholdMember: choice.partner && { estatePlanPackageType: packages.partner },
    isJointTrustPlanSelected:
      choice.plan === 'trust' && hasPartnerStatus(choice.ownerMaritalStatus),
  };
};

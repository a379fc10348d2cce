import { hasPartnerStatus, type MaritalStatus } from '../profiles/marital-status';
import { isTrustType, isWillType, type EstatePlanPackageType } from './estate-plan-package-type';

/** What the household form offers: one plan for everyone, or each person's own (custom). */
export type HouseholdPlan = 'will' | 'trust' | 'incapacity_only' | 'custom';
/** One person's choice in the custom plan's dropdown. */
export type PersonalPlan = Exclude<HouseholdPlan, 'custom'>;

export interface MemberChoice {
  /** Whether the person opted into the incapacity documents (AHCD and DFPOA). */
  readonly incapacityOptIn: boolean;
  /** The custom plan's dropdown choice; read only when the plan is custom. */
  readonly customPlan: PersonalPlan | null;
}

export interface HouseholdSituation {
  readonly ownerMaritalStatus: MaritalStatus | null;
  /** The account holds two or more profiles. */
  readonly hasMultipleProfiles: boolean;
}

export interface HouseholdChoice extends HouseholdSituation {
  readonly plan: HouseholdPlan;
  readonly owner: MemberChoice;
  /** The second member, when the household has one. */
  readonly partner: MemberChoice | null;
}

export interface HouseholdPackages {
  readonly owner: EstatePlanPackageType | null;
  readonly partner: EstatePlanPackageType | null;
  readonly isJointTrust: boolean;
}

/** *_BASED means the person opted into the incapacity documents, *_ONLY not (platform-core.md 4.7). */
export const packageForPlan = (
  plan: PersonalPlan,
  incapacityOptIn: boolean,
): EstatePlanPackageType => {
  switch (plan) {
    case 'will':
      return incapacityOptIn ? 'will_based' : 'will_only';
    case 'trust':
      return incapacityOptIn ? 'trust_based' : 'trust_only';
    case 'incapacity_only':
      return incapacityOptIn ? 'incapacity_only' : 'no_required_docs';
  }
};

/**
 * Each person's package from the household choice (platform-core.md 4.7): a trust for a married
 * or partnered owner is joint, the partner then needing only the incapacity documents (if opted
 * in); a single owner's second profile gets a trust of its own; a custom plan takes each person's
 * own choice.
 */
export const resolveHouseholdPackages = (choice: HouseholdChoice): HouseholdPackages => {
  const personal = (member: MemberChoice) =>
    choice.plan === 'custom'
      ? member.customPlan && packageForPlan(member.customPlan, member.incapacityOptIn)
      : packageForPlan(choice.plan, member.incapacityOptIn);
  const owner = personal(choice.owner);
  if (!choice.partner) return { owner, partner: null, isJointTrust: false };

  if (choice.plan === 'trust' && hasPartnerStatus(choice.ownerMaritalStatus))
    return {
      owner,
      partner: choice.partner.incapacityOptIn ? 'incapacity_only' : 'no_required_docs',
      isJointTrust: true,
    };
  if (choice.plan === 'trust' && choice.hasMultipleProfiles)
    return { owner, partner: 'trust_based', isJointTrust: false };
  return { owner, partner: personal(choice.partner), isJointTrust: false };
};

/** The household plan choice of a dropdown from a saved package. */
const personalPlanOf = (packageType: EstatePlanPackageType): PersonalPlan =>
  isWillType(packageType) ? 'will' : isTrustType(packageType) ? 'trust' : 'incapacity_only';

const optsIn = (packageType: EstatePlanPackageType | null): boolean =>
  packageType === 'will_based' ||
  packageType === 'trust_based' ||
  packageType === 'incapacity_only';

const memberOf = (packageType: EstatePlanPackageType | null): MemberChoice => ({
  incapacityOptIn: optsIn(packageType),
  customPlan: packageType && personalPlanOf(packageType),
});

export interface SavedHousehold extends HouseholdSituation {
  readonly owner: EstatePlanPackageType | null;
  readonly partner: EstatePlanPackageType | null;
  readonly hasJointTrust: boolean;
}

/**
 * The household choice restored from the saved packages (platform-core.md 4.8), or null when the
 * owner has none saved yet. Two TRUST_BASED packages without a joint trust restore as custom,
 * except for a single owner with several profiles: 4.7 gives that household exactly those
 * packages for the trust plan, so the trust plan is what comes back.
 */
export const restoreHouseholdChoice = (saved: SavedHousehold): HouseholdChoice | null => {
  if (!saved.owner) return null;
  const partner = saved.partner === null ? null : memberOf(saved.partner);
  const singleWithProfiles =
    !hasPartnerStatus(saved.ownerMaritalStatus) && saved.hasMultipleProfiles;
  const choose = (plan: HouseholdPlan): HouseholdChoice => ({
    plan,
    ownerMaritalStatus: saved.ownerMaritalStatus,
    hasMultipleProfiles: saved.hasMultipleProfiles,
    owner: memberOf(saved.owner),
    partner,
  });

  if (hasPartnerStatus(saved.ownerMaritalStatus) && saved.hasJointTrust) return choose('trust');
  if (saved.partner === null) return choose(personalPlanOf(saved.owner));
  if (saved.owner === 'trust_based' && saved.partner === 'trust_based' && !saved.hasJointTrust)
    return choose(singleWithProfiles ? 'trust' : 'custom');
  if (saved.owner !== saved.partner) {
    if (isWillType(saved.owner) && isWillType(saved.partner)) return choose('will');
    if (singleWithProfiles && isTrustType(saved.owner) && isTrustType(saved.partner))
      return choose('trust');
    return choose('custom');
  }
  if (isTrustType(saved.owner)) return choose(singleWithProfiles ? 'trust' : 'custom');
  return choose(personalPlanOf(saved.owner));
};

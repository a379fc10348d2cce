import {
  needsSecondMember,
  planRoute,
  resolveHouseholdPackages,
  type ClientProductType,
  type EstatePlanPackageType,
  type MaritalStatus,
} from '@bequest/sdk/app';
import {
  draftOf,
  secondMemberOf,
  type HouseholdFormContext,
  type HouseholdFormValues,
  type MemberValues,
} from './household-form';

/** A member's fields as the API takes them. */
const fieldsOf = (member: MemberValues) => ({
  fullName: { first: member.first.trim(), middle: member.middle.trim(), last: member.last.trim() },
  preferredName: member.preferredName.trim() || null,
  phone: member.phone.trim() || null,
  birthDate: member.birthDate || null,
  address1: member.address1,
  city: member.city,
  administrativeArea: member.administrativeArea,
  postalCode: member.postalCode,
});

export interface HouseholdSubmission {
  readonly owner: ReturnType<typeof fieldsOf> & { readonly maritalStatus: MaritalStatus | null };
  readonly partner: ReturnType<typeof fieldsOf> | null;
  readonly packages: {
    readonly owner: EstatePlanPackageType | null;
    readonly partner: EstatePlanPackageType | null;
  };
  /** A married or partnered household choosing the trust gets one joint trust (4.7, 4.9). */
  readonly joint: boolean;
  readonly clientProductType: ClientProductType | null;
  /** Where the person goes next (4.9 "Plan routes"). */
  readonly planRoute: string;
}

/**
 * What a valid household form sends (platform-core.md 4.7, 4.9): each member's fields, each
 * person's package from the plan and the incapacity opt-ins (none for an attorney-drafted plan),
 * the joint-trust flag and the plan route.
 */
export const householdSubmission = (
  values: HouseholdFormValues,
  context: HouseholdFormContext,
): HouseholdSubmission => {
  const draft = draftOf(values, context);
  const hasSecondMember = needsSecondMember(draft);
  const attorneyDrafted = draft.clientProductType === 'attorney_drafted';
  const { isJointTrust, ...packages } = attorneyDrafted
    ? { owner: null, partner: null, isJointTrust: false }
    : resolveHouseholdPackages({
        plan: draft.plan ?? 'will',
        ownerMaritalStatus: draft.maritalStatus,
        hasMultipleProfiles: draft.hasMultipleProfiles,
        owner: { incapacityOptIn: values.ownerIncapacity, customPlan: draft.ownerCustomPlan },
        partner: hasSecondMember
          ? { incapacityOptIn: values.partnerIncapacity, customPlan: draft.partnerCustomPlan }
          : null,
      });
  return {
    owner: { ...fieldsOf(values.owner), maritalStatus: draft.maritalStatus },
    partner: hasSecondMember ? fieldsOf(secondMemberOf(values)) : null,
    packages,
    joint: isJointTrust,
    clientProductType: draft.clientProductType,
    planRoute: planRoute(attorneyDrafted ? 'attorney_drafted' : packages.owner, {
      willBase: '/will',
      ownerPackage: packages.owner,
    }).unwrapOr('/account'),
  };
};

/**
 * Whether saving changes a plan the household already has (platform-core.md 4.12, 2.12): then the
 * person confirms first, since a new plan may archive the current plan's documents.
 */
export const changesSavedPlan = (
  packages: HouseholdSubmission['packages'],
  saved: {
    readonly owner: EstatePlanPackageType | null | undefined;
    readonly partner: EstatePlanPackageType | null | undefined;
  },
): boolean =>
  (Boolean(saved.owner) && packages.owner !== saved.owner) ||
  (Boolean(saved.partner) && packages.partner !== saved.partner);

import {
  effectiveClientProductType,
  needsSecondMember,
  restoreHouseholdChoice,
  validateHouseholdForm,
  type ClientProductType,
  type CurrentUserView,
  type HouseholdFormDraft,
  type HouseholdPlan,
  type MaritalStatus,
  type PersonalPlan,
  type ProfileView,
} from '@bequest/sdk/app';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { detailsDraftOf } from '../../profiles/profile-details';
import { hasJointTrust, householdProfiles } from '../../session/household-profiles';

export interface MemberValues {
  first: string;
  middle: string;
  last: string;
  preferredName: string;
  phone: string;
  birthDate: string;
  address1: string;
  city: string;
  administrativeArea: string;
  postalCode: string;
}

/** The household page's fields (platform-core.md 2.9, 5 "Household form messages"). */
export interface HouseholdFormValues {
  owner: MemberValues & { email: string };
  maritalStatus: MaritalStatus | '';
  secondMember: MemberValues;
  /** The second member lives at the owner's address. */
  sameAddress: boolean;
  clientProductType: ClientProductType | '';
  plan: HouseholdPlan | '';
  ownerCustomPlan: PersonalPlan | '';
  partnerCustomPlan: PersonalPlan | '';
  ownerIncapacity: boolean;
  partnerIncapacity: boolean;
  termsAccepted: boolean;
}

export interface HouseholdFormContext {
  readonly isEditing: boolean;
  /** Whether people choose between self-directed and attorney-drafted (platform-core.md 2.9). */
  readonly clientCounselFlag: boolean;
  readonly hasMultipleProfiles: boolean;
  readonly today: Date;
}

const ADDRESS_FIELDS = ['address1', 'city', 'administrativeArea', 'postalCode'] as const;

const memberOf = (profile: ProfileView | undefined): MemberValues => ({
  first: profile?.fullName.first ?? '',
  middle: profile?.fullName.middle ?? '',
  last: profile?.fullName.last ?? '',
  preferredName: profile?.preferredName ?? '',
  ...detailsDraftOf(profile),
});

/** A new household starts empty; a saved one is restored with its plan (platform-core.md 4.8). */
export const initialValues = (
  user: CurrentUserView | null,
  clientCounselFlag: boolean,
): HouseholdFormValues => {
  const { owner, partner } = user
    ? householdProfiles(user)
    : { owner: undefined, partner: undefined };
  const choice =
    owner &&
    restoreHouseholdChoice({
      owner: owner.estatePlanPackageType,
      partner: partner ? partner.estatePlanPackageType : null,
      hasJointTrust: user !== null && hasJointTrust(user, owner),
      ownerMaritalStatus: owner.maritalStatus,
      hasMultipleProfiles: (user?.profiles.length ?? 0) > 1,
    });
  const ownerValues = memberOf(owner);
  const partnerValues = memberOf(partner);
  return {
    owner: { ...ownerValues, email: user?.email ?? '' },
    maritalStatus: owner?.maritalStatus ?? '',
    secondMember: partnerValues,
    sameAddress:
      !partner || ADDRESS_FIELDS.every((field) => partnerValues[field] === ownerValues[field]),
    clientProductType:
      effectiveClientProductType({
        clientCounselFlag,
        saved: owner?.clientProductType ?? null,
        hasPlan: Boolean(owner?.estatePlanPackageType),
      }) ?? '',
    plan: choice?.plan ?? '',
    ownerCustomPlan: choice?.owner.customPlan ?? '',
    partnerCustomPlan: choice?.partner?.customPlan ?? '',
    ownerIncapacity: choice?.owner.incapacityOptIn ?? true,
    partnerIncapacity: choice?.partner?.incapacityOptIn ?? true,
    termsAccepted: false,
  };
};

/** The second member as sent: the owner's address when they share it. */
export const secondMemberOf = (values: HouseholdFormValues): MemberValues =>
  values.sameAddress
    ? {
        ...values.secondMember,
        ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values.owner[field]])),
      }
    : values.secondMember;

export const draftOf = (
  values: HouseholdFormValues,
  context: HouseholdFormContext,
): HouseholdFormDraft => {
  const maritalStatus = values.maritalStatus || null;
  const situation = { maritalStatus, hasMultipleProfiles: context.hasMultipleProfiles };
  return {
    owner: values.owner,
    secondMember: needsSecondMember(situation) ? secondMemberOf(values) : null,
    ...situation,
    plan: values.plan || null,
    ownerCustomPlan: values.ownerCustomPlan || null,
    partnerCustomPlan: values.partnerCustomPlan || null,
    clientProductType: values.clientProductType || null,
    termsAccepted: values.termsAccepted,
    isEditing: context.isEditing,
  };
};

/** The domain's household rules as the form's resolver, each message on its own field. */
export const householdResolver: Resolver<HouseholdFormValues, HouseholdFormContext> = async (
  values,
  context,
) => {
  if (!context) throw new Error('the household form needs its context');
  const errors = validateHouseholdForm(draftOf(values, context), {
    today: context.today,
    clientCounselFlag: context.clientCounselFlag,
  });
  const flat: Record<string, string> = {
    ...Object.fromEntries(Object.entries(errors.owner).map(([f, m]) => [`owner.${f}`, m])),
    ...Object.fromEntries(
      Object.entries(errors.secondMember).map(([f, m]) => [
        values.sameAddress && (ADDRESS_FIELDS as readonly string[]).includes(f)
          ? `owner.${f}`
          : `secondMember.${f}`,
        m,
      ]),
    ),
    ...(errors.form.productType ? { clientProductType: errors.form.productType } : {}),
    ...(errors.form.plan ? { plan: errors.form.plan } : {}),
    ...(errors.form.ownerCustomPlan ? { ownerCustomPlan: errors.form.ownerCustomPlan } : {}),
    ...(errors.form.partnerCustomPlan ? { partnerCustomPlan: errors.form.partnerCustomPlan } : {}),
    ...(errors.form.terms ? { termsAccepted: errors.form.terms } : {}),
  };
  if (Object.keys(flat).length === 0) return { values, errors: {} };
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const [head, tail] = path.split('.') as [string, string | undefined];
    const error = { type: 'validate', message };
    if (tail) nested[head] = { ...(nested[head] as object), [tail]: error };
    else nested[head] = error;
  }
  return { values: {}, errors: nested as FieldErrors<HouseholdFormValues> };
};

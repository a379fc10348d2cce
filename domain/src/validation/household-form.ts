import type { ClientProductType } from '../packages/estate-plan-package-type';
import type { HouseholdPlan, PersonalPlan } from '../packages/household-plan';
import { hasPartnerStatus, type MaritalStatus } from '../profiles/marital-status';
import { TERMS_REQUIRED_MESSAGE } from '../sessions/terms';
import { validateAddress, type AddressDraft, type AddressField } from './address-rules';
import { validateBirthDate } from './birth-date-rules';
import { EMAIL_MESSAGE, isValidEmail } from './email';
import { isValidFirstName, isValidLastName, isValidMiddleName, NAME_MESSAGES } from './name-rules';
import { validateOptionalPhone } from './phone';

export interface HouseholdMemberDraft extends AddressDraft {
  readonly first: string;
  readonly middle: string;
  readonly last: string;
  readonly preferredName: string;
  readonly phone: string;
  readonly birthDate: string;
}

export type MemberField =
  'first' | 'middle' | 'last' | 'preferredName' | 'phone' | 'email' | 'birthDate' | AddressField;

export interface HouseholdFormDraft {
  readonly owner: HouseholdMemberDraft & { readonly email: string };
  readonly secondMember: HouseholdMemberDraft | null;
  readonly maritalStatus: MaritalStatus | null;
  readonly hasMultipleProfiles: boolean;
  readonly plan: HouseholdPlan | null;
  readonly ownerCustomPlan: PersonalPlan | null;
  readonly partnerCustomPlan: PersonalPlan | null;
  readonly clientProductType: ClientProductType | null;
  readonly termsAccepted: boolean;
  /** Settings mode: the owner's e-mail cannot change and the terms were accepted before. */
  readonly isEditing: boolean;
}

export const HOUSEHOLD_FORM_MESSAGES = {
  plan: 'Please select a plan package',
  productType: 'Please make a selection',
  terms: TERMS_REQUIRED_MESSAGE,
  invalidForm: 'Please update the required fields',
} as const;

export interface HouseholdFormErrors {
  readonly owner: Partial<Record<MemberField, string>>;
  readonly secondMember: Partial<Record<MemberField, string>>;
  readonly form: Partial<
    Record<'plan' | 'ownerCustomPlan' | 'partnerCustomPlan' | 'productType' | 'terms', string>
  >;
}

/** The second member's form is required when the owner is not single or has several profiles. */
export const needsSecondMember = (
  draft: Pick<HouseholdFormDraft, 'maritalStatus' | 'hasMultipleProfiles'>,
) => hasPartnerStatus(draft.maritalStatus) || draft.hasMultipleProfiles;

const validateMember = (
  member: HouseholdMemberDraft,
  today: Date,
): Partial<Record<MemberField, string>> => {
  const phone = validateOptionalPhone(member.phone);
  const birthDate = validateBirthDate(member.birthDate, today);
  return {
    ...(isValidFirstName(member.first) ? {} : { first: NAME_MESSAGES.first }),
    ...(isValidMiddleName(member.middle) ? {} : { middle: NAME_MESSAGES.middle }),
    ...(isValidLastName(member.last) ? {} : { last: NAME_MESSAGES.last }),
    ...(isValidMiddleName(member.preferredName) ? {} : { preferredName: NAME_MESSAGES.preferred }),
    ...(phone ? { phone } : {}),
    ...(birthDate ? { birthDate } : {}),
    ...validateAddress({ ...member, country: 'US' }),
  };
};

/**
 * The household form (platform-core.md 5 "Household form messages"): each member's fields; the
 * plan when self-directed; both choices for a custom plan; the product type under the
 * client-counsel flag; the terms for a new household.
 */
export const validateHouseholdForm = (
  draft: HouseholdFormDraft,
  context: { readonly today: Date; readonly clientCounselFlag: boolean },
): HouseholdFormErrors => {
  const owner = {
    ...validateMember(draft.owner, context.today),
    ...(draft.isEditing || isValidEmail(draft.owner.email) ? {} : { email: EMAIL_MESSAGE }),
  };
  const secondMember =
    needsSecondMember(draft) && draft.secondMember
      ? validateMember(draft.secondMember, context.today)
      : {};
  const selfDirected = !context.clientCounselFlag || draft.clientProductType === 'self_directed';
  const custom = selfDirected && draft.plan === 'custom';
  const form = {
    ...(context.clientCounselFlag && !draft.clientProductType
      ? { productType: HOUSEHOLD_FORM_MESSAGES.productType }
      : {}),
    ...(selfDirected && !draft.plan ? { plan: HOUSEHOLD_FORM_MESSAGES.plan } : {}),
    ...(custom && !draft.ownerCustomPlan ? { ownerCustomPlan: HOUSEHOLD_FORM_MESSAGES.plan } : {}),
    ...(custom && needsSecondMember(draft) && !draft.partnerCustomPlan
      ? { partnerCustomPlan: HOUSEHOLD_FORM_MESSAGES.plan }
      : {}),
    ...(draft.isEditing || draft.termsAccepted ? {} : { terms: HOUSEHOLD_FORM_MESSAGES.terms }),
  };
  const missingSecond =
    needsSecondMember(draft) && !draft.secondMember ? { first: NAME_MESSAGES.first } : {};
  return { owner, secondMember: { ...secondMember, ...missingSecond }, form };
};

export const isHouseholdFormValid = (errors: HouseholdFormErrors): boolean =>
  [errors.owner, errors.secondMember, errors.form].every(
    (group) => Object.keys(group).length === 0,
  );

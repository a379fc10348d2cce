import type { Gender } from '../profiles/gender';
import type { PersonName } from '../profiles/person-name';
import { validateAddress, type AddressDraft, type AddressField } from './address-rules';
import { validateBirthDate } from './birth-date-rules';
import { validatePersonName } from './name-rules';
import { PHONE_MESSAGE, isValidPhone } from './phone';

/** The fields a flow may make required; the address is required always (platform-core.md 5). */
export type RequirableProfileField = 'name' | 'gender' | 'birthDate' | 'phone' | 'county';

export interface ProfileDraft extends AddressDraft {
  readonly fullName: PersonName;
  readonly gender: Gender | null;
  readonly birthDate: string | null;
  readonly phone: string | null;
}

/**
 * The county in the edit-profile modal (platform-core.md 2.12 "county where required"): asked
 * once the profile has a will or trust, whose execution names it, and required once given, so a
 * document that names it never loses it. A profile without one yet gets it from the will's or
 * trust's own first questions.
 */
export const editProfileCounty = (profile: {
  readonly will: { readonly randId?: string | null } | null;
  readonly rlt: { readonly randId?: string | null } | null;
  readonly county: string | null;
}): 'hidden' | 'optional' | 'required' =>
  !(profile.will?.randId || profile.rlt?.randId)
    ? 'hidden'
    : profile.county?.trim()
      ? 'required'
      : 'optional';

export const PROFILE_MESSAGES = {
  gender: 'Please select your gender',
  county: 'Please enter your county',
} as const;

export type ProfileField =
  'first' | 'middle' | 'last' | 'gender' | 'birthDate' | 'phone' | 'county' | AddressField;

const isBlankName = (name: PersonName) => !`${name.first}${name.middle}${name.last}`.trim();

/**
 * Profile validation for the other flows (platform-core.md 5): required fields are configurable,
 * format checks apply only to values present, and each field reports its first failing rule.
 */
export const validateProfile = (
  profile: ProfileDraft,
  options: {
    readonly required: readonly RequirableProfileField[];
    readonly showGenderQuestion: boolean;
    readonly today: Date;
  },
): Partial<Record<ProfileField, string>> => {
  const requires = (field: RequirableProfileField) => options.required.includes(field);
  const nameGiven = !isBlankName(profile.fullName);
  const birthDateGiven = Boolean(profile.birthDate?.trim());
  const birthDate = validateBirthDate(profile.birthDate, options.today);
  return {
    ...(nameGiven || requires('name') ? validatePersonName(profile.fullName) : {}),
    ...(requires('gender') && options.showGenderQuestion && !profile.gender
      ? { gender: PROFILE_MESSAGES.gender }
      : {}),
    ...((birthDateGiven || requires('birthDate')) && birthDate ? { birthDate } : {}),
    ...((profile.phone?.trim() && !isValidPhone(profile.phone)) ||
    (requires('phone') && !profile.phone?.trim())
      ? { phone: PHONE_MESSAGE }
      : {}),
    ...(requires('county') && !profile.county?.trim() ? { county: PROFILE_MESSAGES.county } : {}),
    ...validateAddress(profile),
  };
};

/** Name (first and last), gender when asked, birth date and address all valid (platform-core.md 5). */
export const hasValidBasicDetails = (
  profile: ProfileDraft,
  options: { readonly showGenderQuestion: boolean; readonly today: Date },
): boolean =>
  Object.keys(
    validateProfile(profile, {
      required: ['name', 'birthDate', ...(options.showGenderQuestion ? (['gender'] as const) : [])],
      showGenderQuestion: options.showGenderQuestion,
      today: options.today,
    }),
  ).filter((field) => field !== 'phone' && field !== 'county').length === 0;

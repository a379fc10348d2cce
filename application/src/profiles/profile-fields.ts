import {
  isAdministrativeAreaOf,
  isUnderAge,
  isValidPostalCode,
  NAME_MESSAGES,
  toIsoBirthDate,
  validateBirthDate,
  validateOptionalPhone,
  validatePersonName,
  ADDRESS_MESSAGES,
  type CountryCode,
  type Gender,
  type MaritalStatus,
  type PersonName,
  type Profile,
} from '@bequest/domain';
import { err, ok, type Result } from 'neverthrow';
import { invalidInput, type UseCaseError } from '../shared/errors';
import { UNDER_AGE } from './profiles.errors';

/** The fields a person edits on a profile (platform-core.md 3, 7 "Update profile"). */
export interface ProfileFields {
  readonly fullName?: PersonName;
  readonly preferredName?: string | null;
  readonly gender?: Gender | null;
  readonly genderDesc?: string | null;
  readonly preferredPronouns?: string | null;
  readonly birthDate?: string | null;
  readonly phone?: string | null;
  readonly address1?: string | null;
  readonly address2?: string | null;
  readonly city?: string | null;
  readonly administrativeArea?: string | null;
  readonly postalCode?: string | null;
  readonly county?: string | null;
  readonly country?: CountryCode;
  readonly maritalStatus?: MaritalStatus | null;
}

type FieldsError = UseCaseError<'REQUEST.INVALID'> | typeof UNDER_AGE;

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

/**
 * The profile with the given fields applied, each checked by the domain's rules with the
 * specification's messages; nothing is applied when any field fails (platform-core.md 5).
 */
export const applyProfileFields = (
  profile: Profile,
  fields: ProfileFields,
  today: Date,
): Result<Profile, FieldsError> => {
  const errors: Record<string, string> = {};
  const next: Profile = { ...profile };

  if (fields.fullName) {
    const nameErrors = validatePersonName(fields.fullName);
    for (const [part, message] of Object.entries(nameErrors)) errors[`fullName.${part}`] = message;
    next.fullName = {
      first: fields.fullName.first.trim(),
      middle: fields.fullName.middle.trim(),
      last: fields.fullName.last.trim(),
    };
  }
  if (fields.preferredName !== undefined) {
    const preferred = blankToNull(fields.preferredName) ?? null;
    if (preferred !== null && !/^[\p{L}\p{N}'.\- ]+$/u.test(preferred))
      errors.preferredName = NAME_MESSAGES.preferred;
    next.preferredName = preferred;
  }
  if (fields.birthDate !== undefined) {
    const text = blankToNull(fields.birthDate);
    if (text) {
      const message = validateBirthDate(text, today, false);
      if (message) errors.birthDate = message;
      else next.birthDate = toIsoBirthDate(text);
    } else next.birthDate = null;
  }
  if (fields.phone !== undefined) {
    const message = validateOptionalPhone(fields.phone);
    if (message) errors.phone = message;
    next.phone = blankToNull(fields.phone) ?? null;
  }
  const country = fields.country ?? next.country;
  next.country = country;
  if (fields.administrativeArea !== undefined) {
    const area = blankToNull(fields.administrativeArea) ?? null;
    if (area !== null && !isAdministrativeAreaOf(country, area))
      errors.administrativeArea = ADDRESS_MESSAGES.administrativeArea;
    next.administrativeArea = area;
  }
  if (fields.postalCode !== undefined) {
    const code = blankToNull(fields.postalCode) ?? null;
    if (code !== null && !isValidPostalCode(code, country))
      errors.postalCode = ADDRESS_MESSAGES.postalCode;
    next.postalCode = code;
  }
  for (const key of [
    'address1',
    'address2',
    'city',
    'county',
    'genderDesc',
    'preferredPronouns',
  ] as const)
    if (fields[key] !== undefined) next[key] = blankToNull(fields[key]) ?? null;
  if (fields.gender !== undefined) next.gender = fields.gender;
  if (fields.maritalStatus !== undefined) next.maritalStatus = fields.maritalStatus;

  if (Object.keys(errors).length > 0) return err(invalidInput(errors));
  if (next.birthDate && fields.birthDate !== undefined && isUnderAge(next.birthDate, today))
    return err(UNDER_AGE);
  return ok(next);
};

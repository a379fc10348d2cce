import { fullNameToString, type PersonName } from '../profiles/person-name';

/** Letters, digits, hyphen, apostrophe, period and the Latin-1 accented letters (platform-core.md 5). */
const ALLOWED = "A-Za-z0-9\\-'.\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u00FF";
const startsWith = (count: number) => new RegExp(`^[${ALLOWED}]{${count},}[${ALLOWED}\\s]*$`);

const FIRST = startsWith(1);
const MIDDLE = startsWith(1);
const LAST = startsWith(2);
const FULL = new RegExp(`^[${ALLOWED}]+\\s+[${ALLOWED}]{2,}[${ALLOWED}\\s]*$`);

export const NAME_MESSAGES = {
  first: 'Please enter your legal first name',
  middle: 'Please enter your legal middle name',
  last: 'Please enter your legal last name',
  preferred: 'Please enter your preferred name',
  duplicateProfile: 'A profile with this name already exists',
} as const;

export const isValidFirstName = (name: string): boolean => FIRST.test(name.trim());
export const isValidLastName = (name: string): boolean => LAST.test(name.trim());
/** The middle name is optional; when given it starts with an allowed character. */
export const isValidMiddleName = (name: string | null | undefined): boolean =>
  !name?.trim() || MIDDLE.test(name.trim());
/** A full name: a word, whitespace, then at least two more allowed characters. */
export const isValidFullName = (name: string): boolean => FULL.test(name.trim());

/** The messages of the name parts that fail (platform-core.md 5). */
export const validatePersonName = (
  name: PersonName,
): Partial<Record<'first' | 'middle' | 'last', string>> => ({
  ...(isValidFirstName(name.first) ? {} : { first: NAME_MESSAGES.first }),
  ...(isValidMiddleName(name.middle) ? {} : { middle: NAME_MESSAGES.middle }),
  ...(isValidLastName(name.last) ? {} : { last: NAME_MESSAGES.last }),
});

/** A one-letter first name asks to confirm it (platform-core.md 5); null otherwise. */
export const oneLetterFirstNameSuggestion = (firstName: string): string | null =>
  firstName.trim().length === 1 ? `Is ${firstName.trim()} your full legal first name?` : null;

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A new profile may not repeat the full name of an existing one (platform-core.md 5): the
 * message "A profile with this name already exists", or null.
 */
export const duplicateProfileNameError = (
  existing: readonly { readonly fullName: Partial<PersonName> }[],
  fullName: string,
): string | null =>
  existing.some(
    (profile) => comparable(fullNameToString(profile.fullName)) === comparable(fullName),
  )
    ? NAME_MESSAGES.duplicateProfile
    : null;

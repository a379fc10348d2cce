import { toIsoBirthDate } from '../profiles/birth-date';

export const MIN_BIRTH_YEAR = 1905;
export const MINIMUM_AGE = 18;
export const BIRTH_DATE_MESSAGE = 'Please enter your date of birth';
export const DATE_HINT = 'Enter the date in mm/dd/yyyy order.';

/**
 * Birth years run from 1905 to the current year, or to the current year minus 17 for adults
 * (platform-core.md 5, 9).
 */
export const birthYearBounds = (today: Date, adultsOnly: boolean) => ({
  min: MIN_BIRTH_YEAR,
  max: today.getFullYear() - (adultsOnly ? 17 : 0),
});

/** The date input runs from Jan 1 of the first year to Dec 31 of the last (platform-core.md 5). */
export const birthDateInputBounds = (today: Date, adultsOnly: boolean) => {
  const { min, max } = birthYearBounds(today, adultsOnly);
  return { min: `${min}-01-01`, max: `${max}-12-31` };
};

/** A date from its typed parts: year, month and day must all be present (documents.md 5.1). */
export const dateFromParts = (parts: {
  readonly month: string;
  readonly day: string;
  readonly year: string;
}): string | null => {
  if (!parts.month || !parts.day || !parts.year) return null;
  return toIsoBirthDate(
    `${parts.month.padStart(2, '0')}/${parts.day.padStart(2, '0')}/${parts.year}`,
  );
};

/**
 * The birth date message, or null: a calendar date (any accepted spelling) whose year is within
 * the bounds (platform-core.md 5).
 */
export const validateBirthDate = (
  text: string | null | undefined,
  today: Date,
  adultsOnly = true,
): string | null => {
  const iso = text ? toIsoBirthDate(text) : null;
  if (iso === null) return BIRTH_DATE_MESSAGE;
  const year = Number(iso.slice(0, 4));
  const { min, max } = birthYearBounds(today, adultsOnly);
  return year >= min && year <= max ? null : BIRTH_DATE_MESSAGE;
};

/** Under age: born less than 18 years before today (platform-core.md 5). */
export const isUnderAge = (isoBirthDate: string, today: Date): boolean => {
  const [year, month, day] = isoBirthDate.split('-').map(Number) as [number, number, number];
  const eighteenth = new Date(year + MINIMUM_AGE, month - 1, day);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return eighteenth > startOfToday;
};

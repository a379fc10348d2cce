/**
 * The legal public holidays of 5 U.S.C. § 6103(a), computed by rule, on the day federal offices
 * observe them (§ 6103(b) and Executive Order 11582): a holiday on a Saturday is observed the
 * Friday before, one on a Sunday the Monday after. Juneteenth joined the list in 2021. Inauguration
 * Day (§ 6103(c)) is left out: it is a holiday only in and around Washington, D.C.
 */
export interface FederalHoliday {
  readonly name: string;
  /** The observed day, `YYYY-MM-DD`. */
  readonly observed: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const iso = (at: Date) => at.toISOString().slice(0, 10);

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month. */
const nthWeekday = (year: number, month: number, weekday: number, nth: number): Date => {
  const first = dateOf(year, month, 1);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return dateOf(year, month, 1 + offset + (nth - 1) * 7);
};

/** The last `weekday` of a month. */
const lastWeekday = (year: number, month: number, weekday: number): Date => {
  const last = dateOf(year, month + 1, 0);
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return dateOf(year, month, last.getUTCDate() - offset);
};

/** A fixed-date holiday moved off a weekend as § 6103(b) says. */
const observedOf = (at: Date): Date => {
  if (at.getUTCDay() === 6) return new Date(at.getTime() - DAY_MS);
  if (at.getUTCDay() === 0) return new Date(at.getTime() + DAY_MS);
  return at;
};

/** The holidays of `year`, by the year the holiday belongs to, each on its observed day. */
export const federalHolidaysOf = (year: number): FederalHoliday[] => {
  const fixed = (name: string, month: number, day: number) => ({
    name,
    observed: iso(observedOf(dateOf(year, month, day))),
  });
  const holidays: FederalHoliday[] = [
    fixed('New Year’s Day', 0, 1),
    { name: 'Birthday of Martin Luther King, Jr.', observed: iso(nthWeekday(year, 0, 1, 3)) },
    { name: 'Washington’s Birthday', observed: iso(nthWeekday(year, 1, 1, 3)) },
    { name: 'Memorial Day', observed: iso(lastWeekday(year, 4, 1)) },
    ...(year >= 2021 ? [fixed('Juneteenth National Independence Day', 5, 19)] : []),
    fixed('Independence Day', 6, 4),
    { name: 'Labor Day', observed: iso(nthWeekday(year, 8, 1, 1)) },
    { name: 'Columbus Day', observed: iso(nthWeekday(year, 9, 1, 2)) },
    fixed('Veterans Day', 10, 11),
    { name: 'Thanksgiving Day', observed: iso(nthWeekday(year, 10, 4, 4)) },
    fixed('Christmas Day', 11, 25),
  ];
  return holidays;
};

const observedByYear = new Map<number, ReadonlySet<string>>();

/** The observed days falling in calendar year `year` (a Saturday New Year's Day of the next year is observed on December 31). */
const observedIn = (year: number): ReadonlySet<string> => {
  let days = observedByYear.get(year);
  if (!days) {
    days = new Set(
      [...federalHolidaysOf(year), ...federalHolidaysOf(year + 1)]
        .map((holiday) => holiday.observed)
        .filter((day) => day.startsWith(`${year}-`)),
    );
    observedByYear.set(year, days);
  }
  return days;
};

/** Whether federal offices are closed for a holiday on the UTC day of `at`. */
export const isFederalHoliday = (at: Date): boolean => observedIn(at.getUTCFullYear()).has(iso(at));

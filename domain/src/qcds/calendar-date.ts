/** A calendar date as YYYY-MM-DD, with no time of day or zone: birthdays, distribution days. */
export type CalendarDate = `${number}-${number}-${number}`;

/** Whether a text is a real calendar date written YYYY-MM-DD (no February 30). */
export const isCalendarDate = (text: string): text is CalendarDate =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The UTC calendar day of an instant: the day a clock reading falls on. */
export const calendarDateOf = (instant: Date): CalendarDate =>
  instant.toISOString().slice(0, 10) as CalendarDate;

const partsOf = (date: CalendarDate) => date.split('-').map(Number) as [number, number, number];

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const calendarDate = (year: number, month: number, day: number): CalendarDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as CalendarDate;

/**
 * The date `months` calendar months later; a day the later month lacks becomes its last day
 * (August 31 plus 6 months is February 28, or 29).
 */
export const addCalendarMonths = (date: CalendarDate, months: number): CalendarDate => {
  const [year, month, day] = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const laterYear = Math.floor(index / 12);
  const laterMonth = (index % 12) + 1;
  return calendarDate(laterYear, laterMonth, Math.min(day, daysIn(laterYear, laterMonth)));
};

export const yearOf = (date: CalendarDate): number => partsOf(date)[0];

/** The age a person born on `birthDate` attains by December 31 of `year`. */
export const ageAttainedIn = (birthDate: CalendarDate, year: number): number =>
  year - yearOf(birthDate);

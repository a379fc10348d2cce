import { addBusinessDays } from './print-mail-overdue';
import { federalHolidaysOf, isFederalHoliday } from './us-federal-holidays';

/** The observed days OPM published for each year (opm.gov, "Federal Holidays"), in order. */
const PUBLISHED: Readonly<Record<number, readonly string[]>> = {
  2020: ['01-01', '01-20', '02-17', '05-25', '07-03', '09-07', '10-12', '11-11', '11-26', '12-25'],
  2021: [
    '01-01',
    '01-18',
    '02-15',
    '05-31',
    '06-18',
    '07-05',
    '09-06',
    '10-11',
    '11-11',
    '11-25',
    '12-24',
  ],
  2023: [
    '01-02',
    '01-16',
    '02-20',
    '05-29',
    '06-19',
    '07-04',
    '09-04',
    '10-09',
    '11-10',
    '11-23',
    '12-25',
  ],
  2024: [
    '01-01',
    '01-15',
    '02-19',
    '05-27',
    '06-19',
    '07-04',
    '09-02',
    '10-14',
    '11-11',
    '11-28',
    '12-25',
  ],
  2026: [
    '01-01',
    '01-19',
    '02-16',
    '05-25',
    '06-19',
    '07-03',
    '09-07',
    '10-12',
    '11-11',
    '11-26',
    '12-25',
  ],
  2027: [
    '01-01',
    '01-18',
    '02-15',
    '05-31',
    '06-18',
    '07-05',
    '09-06',
    '10-11',
    '11-11',
    '11-25',
    '12-24',
  ],
};

describe('US federal holidays (5 U.S.C. § 6103)', () => {
  it.each(Object.entries(PUBLISHED))('observes %s’s holidays on OPM’s days', (year, days) => {
    expect(federalHolidaysOf(Number(year)).map((holiday) => holiday.observed)).toEqual(
      days.map((day) => `${year}-${day}`),
    );
  });

  it('moves a Saturday New Year’s Day to the Friday before, in the year before', () => {
    // January 1, 2022 and 2028 are Saturdays.
    expect(federalHolidaysOf(2022)[0]).toEqual({ name: 'New Year’s Day', observed: '2021-12-31' });
    expect(isFederalHoliday(new Date('2021-12-31T12:00:00Z'))).toBe(true);
    expect(isFederalHoliday(new Date('2027-12-31T12:00:00Z'))).toBe(true);
    expect(isFederalHoliday(new Date('2022-01-03T12:00:00Z'))).toBe(false);
  });

  it('moves a Sunday holiday to the Monday after', () => {
    // Christmas 2022 and July 4, 2021 are Sundays.
    expect(isFederalHoliday(new Date('2022-12-26T09:00:00Z'))).toBe(true);
    expect(isFederalHoliday(new Date('2021-07-05T09:00:00Z'))).toBe(true);
    expect(isFederalHoliday(new Date('2021-07-04T09:00:00Z'))).toBe(false);
  });

  it('has no Juneteenth before 2021', () => {
    expect(federalHolidaysOf(2020).some((holiday) => holiday.name.startsWith('Juneteenth'))).toBe(
      false,
    );
    expect(isFederalHoliday(new Date('2020-06-19T09:00:00Z'))).toBe(false);
  });

  it.each([
    // Thanksgiving week: Wednesday to the next Monday skips Thursday and the weekend.
    ['2026-11-25T10:00:00.000Z', 1, '2026-11-27T10:00:00.000Z'],
    // Christmas on a Friday, New Year's Day on a Friday: 10 days from Christmas Eve.
    ['2026-12-24T10:00:00.000Z', 10, '2027-01-11T10:00:00.000Z'],
    // July 4, 2026 is a Saturday, observed Friday July 3.
    ['2026-07-02T10:00:00.000Z', 1, '2026-07-06T10:00:00.000Z'],
  ])('counts business days from %s: %i later is %s', (from, days, expected) => {
    expect(addBusinessDays(new Date(from), days).toISOString()).toBe(expected);
  });
});

import type { StatuteCheck } from '../execution/statute-check';
import { centsOf, decimalOfCents } from '../money/money';
import { addCalendarMonths, ageAttainedIn, yearOf, type CalendarDate } from './calendar-date';

/**
 * The age at which required minimum distributions begin, by birth date: 70½ before SECURE (born
 * before July 1, 1949), 72 under SECURE § 114 (born July 1, 1949 through 1950), and under SECURE
 * 2.0 § 107, 73 (born 1951 through 1959) and 75 (born 1960 or later). The first distribution is
 * for the year the person reaches that age.
 */
export const REQUIRED_BEGINNING_AGE: StatuteCheck = {
  statute: '26 U.S.C. § 401(a)(9)(C)(i), (v) as amended by SECURE 2.0 § 107',
  checkedOn: '2026-11-26',
  source: 'https://www.law.cornell.edu/uscode/text/26/401',
  unverified:
    'SECURE 2.0 names both 73 and 75 for people born in 1959; the IRS’s 2024 proposed regulations read it as 73, as here. Confirm when final regulations issue.',
};

export type RequiredBeginningAge = 70.5 | 72 | 73 | 75;

export const requiredBeginningAge = (birthDate: CalendarDate): RequiredBeginningAge => {
  if (birthDate < '1949-07-01') return 70.5;
  const born = yearOf(birthDate);
  if (born <= 1950) return 72;
  if (born <= 1959) return 73;
  return 75;
};

/** The first year a distribution is required: the year the person reaches the beginning age. */
export const firstDistributionYear = (birthDate: CalendarDate): number => {
  const age = requiredBeginningAge(birthDate);
  return age === 70.5 ? yearOf(addCalendarMonths(birthDate, 70 * 12 + 6)) : yearOf(birthDate) + age;
};

/**
 * The Uniform Lifetime Table for distribution years from 2022 (26 C.F.R. § 1.401(a)(9)-9(c), as
 * T.D. 9930 replaced it): the distribution period by the age the owner attains in the year; 120
 * stands for 120 and older.
 */
export const UNIFORM_LIFETIME_TABLE = {
  check: {
    statute: '26 C.F.R. § 1.401(a)(9)-9(c) (T.D. 9930), for distribution years from 2022',
    checkedOn: '2026-11-26',
    source: 'https://www.ecfr.gov/current/title-26/section-1.401(a)(9)-9',
    readAt: 'https://financialducksinarow.com/an-ira-owners-manual/irs-uniform-life-table-2022',
    unverified: 'Read at a copy of the table; confirm each period at the eCFR.',
  } satisfies StatuteCheck,
  firstYear: 2022,
  periods: {
    72: '27.4',
    73: '26.5',
    74: '25.5',
    75: '24.6',
    76: '23.7',
    77: '22.9',
    78: '22.0',
    79: '21.1',
    80: '20.2',
    81: '19.4',
    82: '18.5',
    83: '17.7',
    84: '16.8',
    85: '16.0',
    86: '15.2',
    87: '14.4',
    88: '13.7',
    89: '12.9',
    90: '12.2',
    91: '11.5',
    92: '10.8',
    93: '10.1',
    94: '9.5',
    95: '8.9',
    96: '8.4',
    97: '7.8',
    98: '7.3',
    99: '6.8',
    100: '6.4',
    101: '6.0',
    102: '5.6',
    103: '5.2',
    104: '4.9',
    105: '4.6',
    106: '4.3',
    107: '4.1',
    108: '3.9',
    109: '3.7',
    110: '3.5',
    111: '3.4',
    112: '3.3',
    113: '3.1',
    114: '3.0',
    115: '2.9',
    116: '2.8',
    117: '2.7',
    118: '2.5',
    119: '2.3',
    120: '2.0',
  } as Readonly<Record<number, string>>,
} as const;

/** The distribution period for an owner of `age` in the year, from the table. */
const periodFor = (age: number): string | undefined =>
  UNIFORM_LIFETIME_TABLE.periods[Math.min(age, 120)];

/** What is required for a year, estimated from the prior year-end balance. */
export type RmdEstimate =
  | { readonly kind: 'not-required-yet'; readonly firstYear: number }
  | { readonly kind: 'outside-table'; readonly year: number }
  | {
      readonly kind: 'required';
      readonly age: number;
      readonly period: string;
      /** Dollars and cents, rounded up to the cent so the estimate never falls short. */
      readonly amount: string;
    };

/**
 * The year's required minimum distribution of an IRA owner: the balance on December 31 of the year
 * before, divided by the table's period for the age attained in the year. An estimate: an owner
 * whose spouse is more than 10 years younger and the sole beneficiary uses the Joint and Last
 * Survivor Table, whose periods are longer, so the amount shown is then the most required.
 */
export const estimateRmd = (
  birthDate: CalendarDate,
  year: number,
  priorYearEndBalance: string,
): RmdEstimate => {
  const firstYear = firstDistributionYear(birthDate);
  if (year < firstYear) return { kind: 'not-required-yet', firstYear };
  const age = ageAttainedIn(birthDate, year);
  const period = periodFor(age);
  if (year < UNIFORM_LIFETIME_TABLE.firstYear || period === undefined)
    return { kind: 'outside-table', year };
  const balance = centsOf(priorYearEndBalance);
  const tenths = centsOf(period) / 10n;
  const amount = (balance * 10n + tenths - 1n) / tenths;
  return { kind: 'required', age, period, amount: decimalOfCents(amount) };
};

/** How much of the year's required distribution a QCD of `qcdAmount` satisfies, and what is left. */
export const rmdSatisfiedBy = (rmdAmount: string, qcdAmount: string) => {
  const rmd = centsOf(rmdAmount);
  const qcd = centsOf(qcdAmount);
  const satisfied = qcd < rmd ? qcd : rmd;
  return { satisfied: decimalOfCents(satisfied), remaining: decimalOfCents(rmd - satisfied) };
};

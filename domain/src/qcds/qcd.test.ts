import { auditProblems } from '../execution/statute-check';
import type { CalendarDate } from './calendar-date';
import { dayOfSeventyAndAHalf, qcdProblems, type QcdRequest } from './qcd-eligibility';
import { QCD_LIMITS } from './qcd-limits';
import {
  REQUIRED_BEGINNING_AGE,
  UNIFORM_LIFETIME_TABLE,
  estimateRmd,
  firstDistributionYear,
  requiredBeginningAge,
  rmdSatisfiedBy,
} from './required-minimum-distribution';

const TODAY = '2026-11-27';

describe('the day a person reaches 70½ (IRS Pub. 590-B: six calendar months after turning 70)', () => {
  it.each<[CalendarDate, CalendarDate]>([
    ['1955-01-15', '2025-07-15'],
    ['1955-08-31', '2026-02-28'],
    ['1953-08-31', '2024-02-29'],
    ['1955-06-30', '2025-12-30'],
    ['1955-07-01', '2026-01-01'],
  ])('born %s: %s', (birthDate, day) => {
    expect(dayOfSeventyAndAHalf(birthDate)).toBe(day);
  });
});

describe('whether a distribution qualifies (26 U.S.C. § 408(d)(8))', () => {
  const request = (changes: Partial<QcdRequest> = {}): QcdRequest => ({
    birthDate: '1951-04-01',
    distributionDate: '2025-06-01',
    amount: '10000',
    givenEarlierInYear: '0',
    recipient: 'public-charity',
    splitInterest: null,
    ...changes,
  });
  const fields = (changes: Partial<QcdRequest>) =>
    qcdProblems(request(changes)).map((problem) => problem.field);

  it('lets a 74-year-old give to a public charity or a private operating foundation', () => {
    expect(qcdProblems(request())).toEqual([]);
    expect(qcdProblems(request({ recipient: 'private-operating-foundation' }))).toEqual([]);
  });

  it('counts from the day the person reaches 70½, not the year', () => {
    const birthDate = '1954-11-10';
    expect(fields({ birthDate, distributionDate: '2025-05-09' })).toEqual(['distributionDate']);
    expect(fields({ birthDate, distributionDate: '2025-05-10' })).toEqual([]);
  });

  it.each([
    'donor-advised-fund',
    'supporting-organization',
    'private-non-operating-foundation',
  ] as const)('never goes to a %s', (recipient) => {
    expect(fields({ recipient })).toEqual(['recipient']);
  });

  it('keeps the year’s total within the published limit, and says what is left', () => {
    expect(fields({ givenEarlierInYear: '98000', amount: '10000' })).toEqual([]);
    expect(qcdProblems(request({ givenEarlierInYear: '100000', amount: '10000' }))).toEqual([
      {
        field: 'amount',
        message:
          'Your qualified charitable distributions in 2025 may total $108,000; that leaves $8,000.',
      },
    ]);
    expect(fields({ distributionDate: '2024-06-01', amount: '105000.01' })).toEqual(['amount']);
    // 2026, as IRS Notice 2025-67 indexes it.
    expect(fields({ distributionDate: '2026-12-01', amount: '111000' })).toEqual([]);
    expect(fields({ distributionDate: '2026-12-01', amount: '111000.01' })).toEqual(['amount']);
  });

  it('checks a year without a published figure only against the limit before indexing', () => {
    expect(qcdProblems(request({ distributionDate: '2027-03-02', amount: '100000' }))).toEqual([]);
    const [problem] = qcdProblems(request({ distributionDate: '2027-03-02', amount: '100001' }));
    expect(problem?.message).toContain('can be checked only up to $100,000');
    expect(problem?.message).toContain('until we have the IRS’s 2027 figure');
  });

  it('allows the split-interest gift once, within its own limit', () => {
    const once = { electedInEarlierYear: false };
    expect(fields({ amount: '54000', splitInterest: once })).toEqual([]);
    expect(fields({ amount: '54000.01', splitInterest: once })).toEqual(['amount']);
    expect(fields({ amount: '1000', splitInterest: { electedInEarlierYear: true } })).toEqual([
      'splitInterest',
    ]);
  });

  it('asks for an amount', () => {
    expect(fields({ amount: '0' })).toEqual(['amount']);
  });
});

describe('required minimum distributions', () => {
  it.each<[CalendarDate, number, number]>([
    ['1949-06-30', 70.5, 2019],
    ['1949-07-01', 72, 2021],
    ['1950-12-31', 72, 2022],
    ['1951-01-01', 73, 2024],
    ['1959-06-15', 73, 2032],
    ['1960-01-01', 75, 2035],
  ])('born %s: from age %s, first for %s', (birthDate, age, year) => {
    expect(requiredBeginningAge(birthDate)).toBe(age);
    expect(firstDistributionYear(birthDate)).toBe(year);
  });

  it('divides the prior year-end balance by the table’s period, rounding up to the cent', () => {
    expect(estimateRmd('1951-04-01', 2025, '265000')).toEqual({
      kind: 'required',
      age: 74,
      period: '25.5',
      amount: '10392.16',
    });
    expect(estimateRmd('1952-05-01', 2025, '100000')).toMatchObject({ age: 73, amount: '3773.59' });
    expect(estimateRmd('1903-02-01', 2025, '20000')).toMatchObject({
      period: '2.0',
      amount: '10000',
    });
  });

  it('says when distributions begin, and when a year is outside the table', () => {
    expect(estimateRmd('1960-01-01', 2026, '500000')).toEqual({
      kind: 'not-required-yet',
      firstYear: 2035,
    });
    expect(estimateRmd('1949-08-01', 2021, '500000')).toEqual({
      kind: 'outside-table',
      year: 2021,
    });
  });

  it('tells how much of the distribution a QCD satisfies', () => {
    expect(rmdSatisfiedBy('3773.59', '2500')).toEqual({ satisfied: '2500', remaining: '1273.59' });
    expect(rmdSatisfiedBy('3773.59', '5000')).toEqual({ satisfied: '3773.59', remaining: '0' });
  });

  it('has a period for every age from 72 on, shorter each year', () => {
    const periods = Object.entries(UNIFORM_LIFETIME_TABLE.periods).map(([age, period]) => [
      Number(age),
      Number(period),
    ]);
    expect(periods.map(([age]) => age)).toEqual(Array.from({ length: 49 }, (_, i) => 72 + i));
    for (const [index, [, period]] of periods.entries())
      if (index > 0) expect(period).toBeLessThan(periods[index - 1]![1]!);
  });
});

describe('the figures cite their source', () => {
  it.each([
    ...Object.entries(QCD_LIMITS).map(([year, row]) => [`QCD limits ${year}`, row] as const),
    ['required beginning age', REQUIRED_BEGINNING_AGE] as const,
    ['Uniform Lifetime Table', UNIFORM_LIFETIME_TABLE.check] as const,
  ])('%s', (_name, row) => {
    expect(auditProblems(row, TODAY)).toEqual([]);
  });
});

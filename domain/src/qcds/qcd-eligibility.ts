import { centsOf, decimalOfCents, formatMoney } from '../money/money';
import { addCalendarMonths, yearOf, type CalendarDate } from './calendar-date';
import { QCD_STATUTORY_FLOOR, qcdLimitsFor } from './qcd-limits';

/**
 * What kind of organization would receive the distribution, as the nonprofit directory knows it
 * (the IRS master file's foundation code). Only organizations described in § 170(b)(1)(A) qualify,
 * and never a supporting organization (§ 509(a)(3)) or a donor-advised fund (§ 4966(d)(2)).
 */
export type QcdRecipientKind =
  | 'public-charity'
  | 'private-operating-foundation'
  | 'private-non-operating-foundation'
  | 'supporting-organization'
  | 'donor-advised-fund';

const RECIPIENT_REFUSALS: Partial<Record<QcdRecipientKind, string>> = {
  'private-non-operating-foundation':
    'A qualified charitable distribution cannot go to a private non-operating foundation.',
  'supporting-organization':
    'A qualified charitable distribution cannot go to a supporting organization (509(a)(3)).',
  'donor-advised-fund': 'A qualified charitable distribution cannot go to a donor-advised fund.',
};

export interface QcdRequest {
  readonly birthDate: CalendarDate;
  readonly distributionDate: CalendarDate;
  /** Dollars and cents, as a plain decimal. */
  readonly amount: string;
  /** What the person has already given as QCDs this year, from every IRA they own. */
  readonly givenEarlierInYear: string;
  readonly recipient: QcdRecipientKind;
  /** Present for the one-time gift to a charitable remainder trust or gift annuity. */
  readonly splitInterest: { readonly electedInEarlierYear: boolean } | null;
}

export interface QcdProblem {
  readonly field: 'birthDate' | 'distributionDate' | 'amount' | 'recipient' | 'splitInterest';
  readonly message: string;
}

/** The day a person born on `birthDate` reaches 70½: six calendar months after turning 70. */
export const dayOfSeventyAndAHalf = (birthDate: CalendarDate): CalendarDate =>
  addCalendarMonths(birthDate, 70 * 12 + 6);

const dollars = (amount: string) => formatMoney({ value: amount, currency: 'USD' });

/**
 * What keeps a distribution from qualifying under 26 U.S.C. § 408(d)(8), field by field; none
 * when it qualifies. In a year whose limit the product does not know, amounts are checked against
 * the limit before indexing, and the message says so rather than guessing the year's figure.
 */
export const qcdProblems = (request: QcdRequest): readonly QcdProblem[] => {
  const problems: QcdProblem[] = [];
  const seventyAndAHalf = dayOfSeventyAndAHalf(request.birthDate);
  if (request.distributionDate < seventyAndAHalf)
    problems.push({
      field: 'distributionDate',
      message: `A qualified charitable distribution must be made on or after the day you reach 70½: ${seventyAndAHalf}.`,
    });
  const refusal = RECIPIENT_REFUSALS[request.recipient];
  if (refusal) problems.push({ field: 'recipient', message: refusal });
  if (centsOf(request.amount) === 0n)
    problems.push({ field: 'amount', message: 'Please enter an amount greater than zero' });

  const year = yearOf(request.distributionDate);
  const published = qcdLimitsFor(year);
  const limits = published ?? QCD_STATUTORY_FLOOR;
  const beyond = (limit: string) =>
    published
      ? `in ${year} may total ${dollars(limit)}`
      : `in ${year} can be checked only up to ${dollars(limit)}, the limit before the yearly increases, until we have the IRS’s ${year} figure; ask your IRA custodian or tax advisor for it`;
  const given = centsOf(request.givenEarlierInYear);
  if (given + centsOf(request.amount) > centsOf(limits.annual)) {
    const room = centsOf(limits.annual) - given;
    problems.push({
      field: 'amount',
      message: `Your qualified charitable distributions ${beyond(limits.annual)}; ${room > 0n ? `that leaves ${dollars(decimalOfCents(room))}` : 'nothing is left'}.`,
    });
  }
  if (request.splitInterest?.electedInEarlierYear)
    problems.push({
      field: 'splitInterest',
      message:
        'The distribution to a charitable remainder trust or gift annuity can be made in one year only, and you made it in an earlier year.',
    });
  if (request.splitInterest && centsOf(request.amount) > centsOf(limits.splitInterest))
    problems.push({
      field: 'amount',
      message: `Distributions to a charitable remainder trust or gift annuity ${beyond(limits.splitInterest)}.`,
    });
  return problems;
};

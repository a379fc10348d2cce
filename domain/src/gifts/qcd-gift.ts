import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { parseMoneyInput } from '../money/money';
import { einOf, isEin } from '../nonprofit-directory/ein';
import type { CalendarDate } from '../qcds/calendar-date';
import { qcdProblems, type QcdProblem, type QcdRecipientKind } from '../qcds/qcd-eligibility';
import type { FieldErrors } from '../validation/field-errors';
import { IRA_CUSTODIANS } from './brokerages';
import { GiftDonorSchema, type GiftRecipient } from './gift-parties';
import {
  calendarDateField,
  giftAmountField,
  listedFirmField,
  maskedAccountNumberField,
} from './gift-fields';
import { nextGiftStatus, type GiftStatus, type GiftTransitionRefused } from './gift-status';

export const QCD_GIFT_MESSAGES = {
  custodian: 'Please choose your IRA custodian',
  custodianName: 'Please enter the name of your IRA custodian',
  birthDate: 'Please enter your date of birth as YYYY-MM-DD',
  distributionDate: 'Please enter the planned distribution date as YYYY-MM-DD',
  givenEarlierInYear: 'Please enter what you have already given this year as QCDs, or 0',
  priorYearEndBalance: 'Please enter your IRA’s balance on December 31 of last year in dollars',
  recipientEin: 'Please choose the charity, or enter its EIN, for example 12-3456789',
  notDeductible:
    'Gifts to this organization are not tax-deductible, so they cannot be a qualified charitable distribution.',
  datePassed: 'The planned distribution date has passed; please choose today or a later date',
} as const;

/** Typed dollars that may be zero, such as the QCDs already given this year. */
const dollarsOrZero = (message: string) =>
  z
    .string()
    .trim()
    .transform((typed, context) => {
      const parsed = parseMoneyInput(typed);
      if (parsed.isOk()) return parsed.value;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/**
 * A qualified charitable distribution as the donor plans it (giving-and-beneficiaries.md 2.6;
 * issue 23): the custodian and IRA, its owner, how much and when, to which charity, and, for the
 * RMD step, the IRA's balance at the end of the year before.
 */
export const QcdGiftSchema = z.object({
  custodian: listedFirmField(IRA_CUSTODIANS, {
    firm: QCD_GIFT_MESSAGES.custodian,
    otherName: QCD_GIFT_MESSAGES.custodianName,
  }),
  owner: GiftDonorSchema.extend({
    birthDate: calendarDateField(QCD_GIFT_MESSAGES.birthDate),
  }),
  accountNumber: maskedAccountNumberField(),
  amount: giftAmountField(),
  distributionDate: calendarDateField(QCD_GIFT_MESSAGES.distributionDate),
  /** What the owner has already given as QCDs this year, from every IRA they own. */
  givenEarlierInYear: dollarsOrZero(QCD_GIFT_MESSAGES.givenEarlierInYear).default('0'),
  recipientEin: z
    .string()
    .trim()
    .transform((ein) => einOf(ein) ?? ein)
    .refine(isEin, QCD_GIFT_MESSAGES.recipientEin),
  priorYearEndBalance: dollarsOrZero(QCD_GIFT_MESSAGES.priorYearEndBalance)
    .nullish()
    .transform((balance) => balance ?? null),
});
export type QcdGiftInput = z.input<typeof QcdGiftSchema>;

/** The RMD step alone: the IRA's balance on December 31 of the year before, or null to clear it. */
export const QcdRmdStepSchema = QcdGiftSchema.pick({ priorYearEndBalance: true });
export type QcdGiftAnswers = z.output<typeof QcdGiftSchema>;

/** A QCD as it is kept: its answers, with the charity as the IRS master file names it. */
export interface QcdGift extends Readonly<Omit<QcdGiftAnswers, 'recipientEin'>> {
  readonly id: string;
  readonly status: GiftStatus;
  readonly recipient: GiftRecipient;
  /** The day the owner submitted it, which dates the letter to the custodian; null before. */
  readonly submittedOn: CalendarDate | null;
}

/** A new QCD, a draft, to the charity the directory found by the answers' EIN. */
export const draftQcdGift = (
  id: string,
  { recipientEin: _ein, ...answers }: QcdGiftAnswers,
  recipient: GiftRecipient,
): QcdGift => ({ ...answers, id, status: 'DRAFT', recipient, submittedOn: null });

/** The answer each of the eligibility check's fields is about. */
const ANSWER_OF: Readonly<Record<QcdProblem['field'], string>> = {
  birthDate: 'owner.birthDate',
  distributionDate: 'distributionDate',
  amount: 'amount',
  recipient: 'recipientEin',
  splitInterest: 'amount',
};

/**
 * What keeps the QCD from being submitted, by answer; none when it may be: the rules of
 * 26 U.S.C. § 408(d)(8) as `qcdProblems` checks them, with the charity as the directory knows it
 * (`qcdRecipientKindOf`; null when it is not one contributions to which are deductible), and a
 * distribution date not already past.
 */
export const qcdSubmissionProblems = (
  gift: QcdGift,
  recipientKind: QcdRecipientKind | null,
  today: CalendarDate,
): FieldErrors => {
  const errors: Record<string, string> = {};
  if (recipientKind === null) errors.recipientEin = QCD_GIFT_MESSAGES.notDeductible;
  if (gift.distributionDate < today) errors.distributionDate = QCD_GIFT_MESSAGES.datePassed;
  for (const problem of qcdProblems({
    birthDate: gift.owner.birthDate,
    distributionDate: gift.distributionDate,
    amount: gift.amount,
    givenEarlierInYear: gift.givenEarlierInYear,
    recipient: recipientKind ?? 'public-charity',
    splitInterest: null,
  }))
    errors[ANSWER_OF[problem.field]] ??= problem.message;
  return errors;
};

export interface QcdNotQualified {
  readonly code: 'QCD.NOT_QUALIFIED';
  readonly message: string;
  readonly fields: FieldErrors;
}

/**
 * The QCD submitted `today`, or why it cannot be: not a draft, or not a qualified distribution as
 * planned.
 */
export const submitQcdGift = (
  gift: QcdGift,
  recipientKind: QcdRecipientKind | null,
  today: CalendarDate,
): Result<QcdGift, GiftTransitionRefused | QcdNotQualified> =>
  nextGiftStatus(gift.status, 'submit').andThen((status) => {
    const fields = qcdSubmissionProblems(gift, recipientKind, today);
    return Object.keys(fields).length > 0
      ? err({
          code: 'QCD.NOT_QUALIFIED' as const,
          message: 'This distribution would not be a qualified charitable distribution as planned.',
          fields,
        })
      : ok({ ...gift, status, submittedOn: today });
  });

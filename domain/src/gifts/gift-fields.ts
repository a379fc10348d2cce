import { z } from 'zod';
import { parseMoneyInput } from '../money/money';
import { isCalendarDate, type CalendarDate } from '../qcds/calendar-date';
import {
  ACCOUNT_NUMBER_MESSAGE,
  maskAccountNumber,
  type MaskedAccountNumber,
} from './account-number';

/** The gift's amount, as the QCD and DAF grant forms ask it. */
export const GIFT_AMOUNT_MESSAGE = 'Please enter an amount in dollars greater than zero';

/** Typed dollars ("$5,000.50"), read as a plain decimal greater than zero. */
export const giftAmountField = () =>
  z
    .string()
    .trim()
    .transform((typed, context) => {
      const parsed = parseMoneyInput(typed);
      if (parsed.isOk() && /[1-9]/.test(parsed.value)) return parsed.value;
      context.addIssue({ code: 'custom', message: GIFT_AMOUNT_MESSAGE });
      return z.NEVER;
    });

/** A calendar date typed as YYYY-MM-DD. */
export const calendarDateField = (message: string) =>
  z
    .string()
    .trim()
    .refine((date): date is CalendarDate => isCalendarDate(date), message);

const masked = (typed: string, context: z.RefinementCtx): MaskedAccountNumber => {
  const number = maskAccountNumber(typed);
  if (number) return number;
  context.addIssue({ code: 'custom', message: ACCOUNT_NUMBER_MESSAGE });
  return z.NEVER;
};

/** An account number, kept masked from the moment it is read: the whole number is never kept. */
export const maskedAccountNumberField = () => z.string().transform(masked);

/** An account number the donor may leave blank (null), else kept masked. */
export const optionalMaskedAccountNumberField = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((typed, context) => (typed ? masked(typed, context) : null));

/**
 * A firm picked from a list, or "Other" with the name the donor types: a listed firm never
 * carries a typed name, and "Other" never lacks one.
 */
export type ListedFirm<Listed extends string> =
  | { readonly firm: Exclude<Listed, 'Other'> }
  | { readonly firm: 'Other'; readonly otherName: string };

export const listedFirmField = <Listed extends string>(
  firms: readonly [Listed, ...Listed[]],
  messages: { readonly firm: string; readonly otherName: string },
) =>
  z.discriminatedUnion(
    'firm',
    [
      z.object({
        firm: z.enum(firms.filter((firm) => firm !== 'Other') as [Exclude<Listed, 'Other'>]),
      }),
      z.object({
        firm: z.literal('Other'),
        otherName: z.string().trim().min(2, messages.otherName).max(200, messages.otherName),
      }),
    ],
    { error: messages.firm },
  );

/** The firm's name as a letter prints it. */
export const firmName = <Listed extends string>(picked: ListedFirm<Listed>): string =>
  'otherName' in picked ? picked.otherName : picked.firm;

import { z } from 'zod';
import { parseMoneyInput } from '../money/money';
import { einOf, isEin } from '../nonprofit-directory/ein';
import { isCalendarDate, type CalendarDate } from './calendar-date';

export const QCD_CHECK_MESSAGES = {
  date: 'Please enter the date as YYYY-MM-DD',
  amount: 'Please enter an amount in dollars',
  ein: 'Please enter the charity’s EIN, for example 12-3456789',
} as const;

const calendarDate = z
  .string()
  .trim()
  .refine((date): date is CalendarDate => isCalendarDate(date), QCD_CHECK_MESSAGES.date);

const dollars = z
  .string()
  .trim()
  .transform((typed, context) => {
    const parsed = parseMoneyInput(typed);
    if (parsed.isOk()) return parsed.value;
    context.addIssue({ code: 'custom', message: QCD_CHECK_MESSAGES.amount });
    return z.NEVER;
  });

/**
 * What a donor tells about a planned qualified charitable distribution (issue 23): who, when,
 * how much, to which charity by EIN, and, for the RMD step, the IRA's balance at the end of the
 * year before.
 */
export const QcdCheckSchema = z.object({
  birthDate: calendarDate,
  distributionDate: calendarDate,
  amount: dollars,
  givenEarlierInYear: dollars.default('0'),
  recipientEin: z
    .string()
    .trim()
    .transform((ein) => einOf(ein) ?? ein)
    .refine(isEin, QCD_CHECK_MESSAGES.ein),
  priorYearEndBalance: dollars.nullish().default(null),
  splitInterest: z.object({ electedInEarlierYear: z.boolean() }).nullish().default(null),
});
export type QcdCheck = z.output<typeof QcdCheckSchema>;

import { z } from 'zod';
import type { StatuteCheck } from '../execution/statute-check';
import { centsOf, decimalOfCents } from '../money/money';
import { isCalendarDate, type CalendarDate } from '../qcds/calendar-date';
import { SharesSchema, TickerSchema } from './stock-gift';

/**
 * How a gift of listed shares is valued (issue 23): the mean of the highest and lowest quoted
 * selling prices on the day of the gift, times the shares. The product shows it as the donor's
 * estimate only; the nonprofit's acknowledgement states the shares, never a value.
 */
export const SHARE_VALUATION: StatuteCheck = {
  statute: '26 C.F.R. § 25.2512-2(b)(1) (mean of the highest and lowest selling prices)',
  checkedOn: '2026-11-26',
  source: 'https://www.ecfr.gov/current/title-26/section-25.2512-2',
  unverified: 'Written from the regulation as known; confirm the wording at the eCFR.',
};

const SHARE_DIGITS = 6;
const SHARE_SCALE = 10n ** BigInt(SHARE_DIGITS);

/** A count of shares, to six decimal places (fractional shares), as exact units. */
const shareUnits = (shares: string): bigint => {
  const [whole = '0', fraction = ''] = shares.split('.');
  return BigInt(whole + fraction.padEnd(SHARE_DIGITS, '0').slice(0, SHARE_DIGITS));
};

/** The estimated value of `shares` given the day's high and low, rounded half up to the cent. */
export const estimatedShareValue = (shares: string, high: string, low: string): string => {
  const twiceMean = centsOf(high) + centsOf(low);
  const doubled = shareUnits(shares) * twiceMean;
  const divisor = 2n * SHARE_SCALE;
  return decimalOfCents((doubled + divisor / 2n) / divisor);
};

export const SHARE_ESTIMATE_MESSAGES = {
  date: 'Please enter the day of the gift as YYYY-MM-DD, today or earlier',
} as const;

/** What the donor's estimate needs: the security, the shares, and the day of the gift. */
export const shareEstimateSchema = (today: string) =>
  z.object({
    symbol: TickerSchema,
    shares: SharesSchema,
    date: z
      .string()
      .trim()
      .refine((date): date is CalendarDate => isCalendarDate(date) && date <= today, {
        message: SHARE_ESTIMATE_MESSAGES.date,
      }),
  });

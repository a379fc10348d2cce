import { isFederalHoliday } from './us-federal-holidays';

/** The app promises printed documents "in 7–10 business days" (platform-core.md 8). */
export const PRINT_MAIL_BUSINESS_DAYS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
const isWeekend = (at: Date) => at.getUTCDay() === 0 || at.getUTCDay() === 6;

/**
 * `days` business days after `from`, at the same time of day, counting Monday to Friday (UTC)
 * but the US federal holidays on their observed days (5 U.S.C. § 6103).
 */
export const addBusinessDays = (from: Date, days: number): Date => {
  let at = from;
  for (let counted = 0; counted < days;) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at) && !isFederalHoliday(at)) counted += 1;
  }
  return at;
};

/** When an open print-and-mail request becomes overdue: 10 business days after it was asked. */
export const printMailOverdueAt = (requestedAt: Date): Date =>
  addBusinessDays(requestedAt, PRINT_MAIL_BUSINESS_DAYS);

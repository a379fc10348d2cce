import { usDate } from '../reference/us-date';
import { z } from 'zod';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * The ISO date (yyyy-MM-dd) of a birth date written MM/dd/yyyy, as the flows send it, or as an
 * ISO date or timestamp; null when it is no calendar date (platform-core.md 3).
 */
export const toIsoBirthDate = (text: string): string | null => {
  const us = US_DATE.exec(text.trim());
  const iso = ISO_DATE.exec(text.trim());
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!isCalendarDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The MM/dd/yyyy text a birth date is sent as (platform-core.md 3). */
export const toSentBirthDate = (isoDate: string): string => usDate(isoDate);

/**
 * A birth date in any accepted spelling, read as an ISO date; the pipe names what it gives, so
 * the OpenAPI document describes it (a transform alone has no JSON Schema).
 */
export const BirthDateSchema = z
  .string()
  .transform((text, context) => {
    const iso = toIsoBirthDate(text);
    if (iso === null) {
      context.addIssue({ code: 'custom', message: 'Please enter your date of birth' });
      return z.NEVER;
    }
    return iso;
  })
  .pipe(z.iso.date());

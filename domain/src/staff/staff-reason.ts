import { z } from 'zod';

export const STAFF_REASON_MIN = 10;
export const STAFF_REASON_MAX = 500;

/**
 * Why a staff member opens a person's data (issue 24): required, written for the person, who sees
 * it on their account settings page.
 */
export const StaffReasonSchema = z
  .string({ error: 'Give the reason you open this person’s data.' })
  .trim()
  .min(STAFF_REASON_MIN, {
    error: `Give the reason you open this person’s data, at least ${STAFF_REASON_MIN} characters; the person will see it.`,
  })
  .max(STAFF_REASON_MAX, { error: `Keep the reason under ${STAFF_REASON_MAX} characters.` });

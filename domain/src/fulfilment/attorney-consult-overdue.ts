import { addBusinessDays } from './print-mail-overdue';

/**
 * The request modal tells the person the attorney schedules the call "typically within 3
 * business days" (documents.md 2.9, 9).
 */
export const ATTORNEY_CONSULT_BUSINESS_DAYS = 3;

/** When an open attorney-consult request becomes overdue: 3 business days after it was made. */
export const attorneyConsultOverdueAt = (requestedAt: Date): Date =>
  addBusinessDays(requestedAt, ATTORNEY_CONSULT_BUSINESS_DAYS);

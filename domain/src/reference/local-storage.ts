import { z } from 'zod';

/** Local-storage keys (platform-core.md 9, giving-and-beneficiaries.md 9). */
export const LOCAL_STORAGE_KEYS = {
  internalStockGiftReferrer: 'internal_stock_gift_referrer',
  rltMultipleEstatePlanWarningDismissalTimes: 'rlt_multiple_estate_plan_warning_dismissal_times',
  willMultipleEstatePlanWarningDismissalTimes: 'will_multiple_estate_plan_warning_dismissal_times',
  orgPixel: 'orgPixel',
} as const;
export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];

/** The dismissal-times value: a JSON map of key to date (platform-core.md 9). */
export const DismissalTimesSchema = z.record(z.string(), z.string());
export type DismissalTimes = z.infer<typeof DismissalTimesSchema>;

/**
 * Reads a stored dismissal-times value (platform-core.md 9). A missing, unparsable or
 * wrongly shaped value reads as no dismissals, so a damaged entry never breaks the page.
 */
export const parseDismissalTimes = (raw: string | null | undefined): DismissalTimes => {
  if (raw === null || raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  const result = DismissalTimesSchema.safeParse(parsed);
  return result.success ? result.data : {};
};

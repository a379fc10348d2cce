/** An inclusive range of whole units, e.g. 7-10 business days. */
export interface UnitRange {
  readonly min: number;
  readonly max: number;
}

/** Traffic is saved this long after the page loads (platform-core.md 7, 9). */
export const TRAFFIC_SAVE_DELAY_MS = 3000;

/** Length of the optional Estate Planning Strategist call (platform-core.md 1, 9). */
export const STRATEGIST_CALL_MINUTES = 30;

/** Mailed documents arrive within this many business days (platform-core.md 8, 9). */
export const MAIL_DELIVERY_BUSINESS_DAYS: UnitRange = { min: 7, max: 10 };

/** The attorney-drafted variant's steps and their durations in weeks (platform-core.md 1, 9). */
export const ATTORNEY_DRAFTED_TIMELINE = [
  { step: 'Attorney Matching', weeks: { min: 1, max: 2 } },
  { step: 'Attorney Drafting', weeks: { min: 4, max: 6 } },
  { step: 'Document Finalization', weeks: { min: 1, max: 2 } },
] as const satisfies readonly { step: string; weeks: UnitRange }[];

/** Oregon residents with more assets than this (US dollars) are advised to choose an attorney (platform-core.md 2.9, 9). */
export const OREGON_ATTORNEY_ASSET_THRESHOLD_USD = 1_000_000;

/** Alerts close after 10 s, or 4.5 s with the toast transition (platform-core.md 8). */
export const ALERT_AUTO_CLOSE_MS = 10_000;
export const TOAST_AUTO_CLOSE_MS = 4_500;

/** A range as the product writes it: "1-2 weeks", "7-10 business days" (platform-core.md 1, 8). */
export const formatRange = (range: UnitRange, unit: string): string =>
  `${range.min}-${range.max} ${unit}`;

/**
 * Milliseconds until an alert closes by itself, or null when it is persistent (platform-core.md 8:
 * "after 10 s, or 4.5 s with the toast transition, unless persistent").
 */
export const alertAutoCloseMs = (alert: {
  readonly persistent?: boolean;
  readonly toastTransition?: boolean;
}): number | null => {
  if (alert.persistent === true) return null;
  return alert.toastTransition === true ? TOAST_AUTO_CLOSE_MS : ALERT_AUTO_CLOSE_MS;
};

/**
 * How long the storage center keeps each copy that left the product (issue 24;
 * docs/legal/storage-retention.md): a copy the person downloaded or was e-mailed is kept a year,
 * to answer "what did I receive"; a copy printed and mailed two years, to answer a claim about a
 * mailing. A copy is never removed while something needs it: a gift's record (its letter or
 * acknowledgement, which tax records rely on), the copies of a print-and-mail request still
 * open, or an e-mail still waiting to leave with it attached.
 */
export const STORAGE_PURPOSES = ['download', 'email', 'mail'] as const;
export type StoragePurposeName = (typeof STORAGE_PURPOSES)[number];

export const STORAGE_RETENTION_DAYS: Readonly<Record<StoragePurposeName, number>> = {
  download: 365,
  email: 365,
  mail: 730,
};

/** Why a copy is kept past its policy's time. */
export const STORAGE_HOLDS = ['gift_record', 'open_print_mail_request', 'queued_mail'] as const;
export type StorageHold = (typeof STORAGE_HOLDS)[number];

const HOLD_REASONS: Readonly<Record<StorageHold, string>> = {
  gift_record: 'a gift’s record, kept as long as the gift’s records are kept',
  open_print_mail_request: 'a print-and-mail request that is still open needs it',
  queued_mail: 'an e-mail still waiting to be sent carries it',
};

const PURPOSE_NAMES: Readonly<Record<StoragePurposeName, string>> = {
  download: 'a downloaded copy',
  email: 'an e-mailed copy',
  mail: 'a printed and mailed copy',
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StoredCopyRetention {
  /** When the retention job may remove it; null while a hold keeps it. */
  readonly keptUntil: Date | null;
  /** Why, in staff's words. */
  readonly keptBecause: string;
}

/** When a copy kept for `purpose` at `createdAt` may go, unless `hold` keeps it. */
export const storedCopyRetention = (copy: {
  readonly purpose: StoragePurposeName;
  readonly createdAt: Date;
  readonly hold: StorageHold | null;
}): StoredCopyRetention => {
  if (copy.hold) return { keptUntil: null, keptBecause: `Kept: ${HOLD_REASONS[copy.hold]}.` };
  const days = STORAGE_RETENTION_DAYS[copy.purpose];
  return {
    keptUntil: new Date(copy.createdAt.getTime() + days * DAY_MS),
    keptBecause: `Policy: ${PURPOSE_NAMES[copy.purpose]} is kept ${days} days.`,
  };
};

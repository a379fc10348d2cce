import { z } from 'zod';
import type { Nominee } from '../estate-plan/estate-plan';

/**
 * Read-only sharing with fiduciaries (issue 29): a person gives one named person (an executor,
 * trustee or guardian the finished will or trust names) read-only access to that one document's
 * PDF, until an expiry they choose, and may revoke it at any time.
 */

/** The documents that name nominees, and so can be shared with them. */
export const FIDUCIARY_SHARE_KINDS = ['WILL', 'RLT'] as const;
export const FiduciaryShareKindSchema = z.enum(FIDUCIARY_SHARE_KINDS);
export type FiduciaryShareKind = z.infer<typeof FiduciaryShareKindSchema>;

/**
 * The longest a share may last: one year. A fiduciary usually needs the papers for a short
 * review or after a death; a year keeps stale access from piling up, and the person can share
 * again when it ends.
 */
export const FIDUCIARY_SHARE_MAX_DAYS = 365;
/** A one-time code e-mailed to the shared address lasts this long. */
export const FIDUCIARY_CODE_TTL_MINUTES = 10;
/** Wrong entries of a code before it is spent and a new one must be asked for. */
export const FIDUCIARY_CODE_MAX_ATTEMPTS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A share as it is kept: when it ends and, once revoked, when. */
export interface FiduciaryShareRecord {
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/** A share's state at a moment: active until it is revoked or its expiry passes. */
export type FiduciaryShareState =
  | { readonly status: 'active'; readonly expiresAt: Date }
  | { readonly status: 'revoked'; readonly revokedAt: Date; readonly expiresAt: Date }
  | { readonly status: 'expired'; readonly expiresAt: Date };
export type FiduciaryShareStatus = FiduciaryShareState['status'];

/** The state of a share at `now`; a revocation wins over an expiry, whichever came first. */
export const fiduciaryShareState = (
  share: FiduciaryShareRecord,
  now: Date,
): FiduciaryShareState => {
  if (share.revokedAt !== null)
    return { status: 'revoked', revokedAt: share.revokedAt, expiresAt: share.expiresAt };
  if (now.getTime() >= share.expiresAt.getTime())
    return { status: 'expired', expiresAt: share.expiresAt };
  return { status: 'active', expiresAt: share.expiresAt };
};

/** Why an expiry is refused, or null when it is in the future and at most a year away. */
export const fiduciaryShareExpiryProblem = (expiresAt: Date, now: Date): string | null => {
  if (Number.isNaN(expiresAt.getTime())) return 'Enter the day the access ends.';
  if (expiresAt.getTime() <= now.getTime()) return 'Choose a day in the future.';
  if (expiresAt.getTime() - now.getTime() > FIDUCIARY_SHARE_MAX_DAYS * DAY_MS)
    return `Choose a day at most ${FIDUCIARY_SHARE_MAX_DAYS} days from today.`;
  return null;
};

/**
 * The end of an expiry day chosen as YYYY-MM-DD: access lasts through that whole day (UTC), so
 * a share "until June 1" still opens on June 1.
 */
export const endOfExpiryDay = (day: string): Date => new Date(`${day}T23:59:59.999Z`);

export const ExpiryDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(endOfExpiryDay(day).getTime()), 'Enter a real day');

/**
 * Whom a document can be shared with: a nominee it names, with an e-mail address to send the
 * link to. Anyone else, or a nominee without an address, is refused.
 */
export const shareableNominee = (
  nominees: readonly Nominee[],
  nomineeId: string,
): { readonly nominee: Nominee; readonly email: string } | 'unknown' | 'no_email' => {
  const nominee = nominees.find((candidate) => candidate.randId === nomineeId);
  if (!nominee) return 'unknown';
  const email = nominee.email?.trim().toLowerCase();
  if (!email) return 'no_email';
  return { nominee, email };
};

/** Whether the typed code may still be checked: not expired and not out of attempts. */
export const fiduciaryCodeUsable = (
  code: { readonly expiresAt: Date; readonly attempts: number },
  now: Date,
): boolean =>
  now.getTime() < code.expiresAt.getTime() && code.attempts < FIDUCIARY_CODE_MAX_ATTEMPTS;

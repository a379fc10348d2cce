import { z } from 'zod';

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A document marked signed (issue 19): the day, the names of the witnesses and the notary, and
 * a digest of the answers signed, so a later change can say the document must be signed again.
 */
export const SigningRecordSchema = z.object({
  signedOn: z.string().regex(ISO_DAY),
  witnesses: z.array(z.string()).default([]),
  notary: z.string().nullable().default(null),
  answersDigest: z.string(),
});
export type SigningRecord = z.output<typeof SigningRecordSchema>;

/** The summary's view of the signing: its status and, once signed, the day. */
export const SigningSummarySchema = z.object({
  status: z.enum(['NOT_SIGNED', 'SIGNED', 'CHANGED_SINCE_SIGNED']).default('NOT_SIGNED'),
  signedOn: z.string().nullable().default(null),
});
export type SigningSummary = z.output<typeof SigningSummarySchema>;
export type SigningStatus = SigningSummary['status'];

export const NOT_SIGNED: SigningSummary = { status: 'NOT_SIGNED', signedOn: null };

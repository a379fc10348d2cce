import { z } from 'zod';
import { SigningSummarySchema } from '../execution/signing-record-schema';
import { EstatePlanReferrerSchema } from '../estate-plan/estate-plan-section-schema';

const timestamp = z.string().nullish().default(null);

/** Where the wizard stands: section position of the total (platform-core.md 3, documents.md 3.1). */
export const SectionProgressSchema = z.object({
  progressSectionPosition: z.number().int().nonnegative(),
  totalProgressSections: z.number().int().nonnegative(),
});
export type SectionProgress = z.output<typeof SectionProgressSchema>;

/** A document as the profile carries it: will, rlt, ahcd or dfpoa (platform-core.md 3). */
export const DocumentSummarySchema = z.object({
  randId: z.string(),
  progress: SectionProgressSchema.nullish().default(null),
  path: z.string().nullish().default(null),
  finalizedAt: timestamp,
  signing: SigningSummarySchema.default({ status: 'NOT_SIGNED', signedOn: null }),
  updatedAt: timestamp,
  lastSectionCompletedUpdatedAt: timestamp,
  hasNotifiedNominee: z.boolean().default(false),
  isComplete: z.boolean().default(false),
  isValid: z.boolean().default(false),
});
export type DocumentSummary = z.output<typeof DocumentSummarySchema>;

/** The trust summary adds the joint flag and the referral (platform-core.md 3). */
export const TrustSummarySchema = DocumentSummarySchema.extend({
  isJoint: z.boolean().default(false),
  referrer: EstatePlanReferrerSchema.nullish().default(null),
  refOrgId: z.string().nullish().default(null),
});
export type TrustSummary = z.output<typeof TrustSummarySchema>;

/** One item of a list-based product: a beneficiary plan or a gift (platform-core.md 3). */
export const ListedItemSchema = z.object({
  /** The gift's own id, for its PDFs; a beneficiary plan's items have none. */
  id: z.string().optional(),
  isComplete: z.boolean().default(false),
  updatedAt: timestamp,
});
export type ListedItem = z.output<typeof ListedItemSchema>;

import type { ProductRecords } from '../products/document-progress';
import type { ProgressStatus } from '../products/progress-status';
import { DocumentSummarySchema, TrustSummarySchema } from '../profiles/document-summary';

type Fields = {
  path?: string;
  hasNotifiedNominee?: boolean;
  updatedAt?: string;
  lastSectionCompletedUpdatedAt?: string;
  finalizedAt?: string;
};

/** A will or trust summary whose progress reads `status`. */
export const summaryWith = (status: ProgressStatus, fields: Fields = {}) =>
  status === 'NOT_STARTED'
    ? null
    : DocumentSummarySchema.parse({
        randId: `r-${status}`,
        isComplete: status === 'FINISHED',
        isValid: status === 'FINISHED',
        ...fields,
      });

export const recordsWith = (
  will: ProgressStatus,
  rlt: ProgressStatus,
  willFields: Fields = {},
  rltFields: Fields = {},
): ProductRecords => {
  const trust = summaryWith(rlt, rltFields);
  return { will: summaryWith(will, willFields), rlt: trust && TrustSummarySchema.parse(trust) };
};

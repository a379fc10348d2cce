import type { DocumentKindEntry, DocumentSummaryField } from '../documents/document-kind-entry';
import { DOCUMENT_REGISTRY, isDocumentKind } from '../documents/document-registry';
import type { DocumentSummary, ListedItem } from '../profiles/document-summary';
import type { Profile } from '../profiles/profile';
import type { ProductType } from './product-type';
import type { ProgressStatus } from './progress-status';

/** The products a profile carries, as read for progress. */
export type ProductRecords = Partial<
  Pick<Profile, DocumentSummaryField | 'nonprobatePlans' | 'qcd' | 'stockGift' | 'daf'>
>;

type Summary = Pick<DocumentSummary, 'isComplete' | 'isValid'> & { randId?: string | null };

/**
 * Where DAF progress is read (DECISIONS.md "DAF status"): the account table always shows EMPTY,
 * the "DAF grants" navigation link uses the list reading.
 */
export type DafReading = 'account-table' | 'list';

/** A document is FINISHED when complete, and valid where its kind asks (platform-core.md 4.4). */
const summaryProgress = (
  summary: Summary | null | undefined,
  finishedWhen: DocumentKindEntry['finishedWhen'],
): ProgressStatus => {
  if (!summary?.randId) return 'NOT_STARTED';
  const finished = summary.isComplete && (finishedWhen === 'complete' || summary.isValid);
  return finished ? 'FINISHED' : 'INCOMPLETE';
};

/** A list of items: empty → NOT_STARTED, any incomplete → INCOMPLETE, else FINISHED. */
export const listProgress = (
  items: readonly Pick<ListedItem, 'isComplete'>[] | null | undefined,
): ProgressStatus => {
  if (!items?.length) return 'NOT_STARTED';
  return items.every((item) => item.isComplete) ? 'FINISHED' : 'INCOMPLETE';
};

/**
 * The progress of one product of a profile (platform-core.md 4.4, documents.md 4.6,
 * giving-and-beneficiaries.md 4.5). A product with no record, or an unknown one, is NOT_STARTED.
 */
export const productProgress = (
  product: ProductType | string,
  records: ProductRecords,
  dafReading: DafReading = 'account-table',
): ProgressStatus => {
  if (isDocumentKind(product)) {
    const { profileField, finishedWhen } = DOCUMENT_REGISTRY[product];
    return summaryProgress(records[profileField], finishedWhen);
  }
  switch (product) {
    case 'NONPROBATE_PLANS':
      return listProgress(records.nonprobatePlans);
    case 'QCD':
      return listProgress(records.qcd);
    case 'STOCK_GIFT':
      return listProgress(records.stockGift);
    case 'DAF':
      return dafReading === 'account-table' ? 'EMPTY' : listProgress(records.daf);
    default:
      return 'NOT_STARTED';
  }
};

/** Progress labels (platform-core.md 4.4); EMPTY has none. */
export const PROGRESS_LABELS = {
  NOT_STARTED: 'Not started',
  INCOMPLETE: 'Incomplete',
  FINISHED: 'Finished',
  ERROR: 'Error',
} as const satisfies Record<Exclude<ProgressStatus, 'EMPTY'>, string>;

export const progressLabel = (status: ProgressStatus): string | null =>
  status === 'EMPTY' ? null : PROGRESS_LABELS[status];

/** Beneficiary-plan progress: plans with isComplete out of all plans (platform-core.md 4.4). */
export const nonprobateProgress = (
  plans: readonly Pick<ListedItem, 'isComplete'>[] | null | undefined,
): { readonly complete: number; readonly total: number } => ({
  complete: (plans ?? []).filter((plan) => plan.isComplete).length,
  total: plans?.length ?? 0,
});

import {
  DOCUMENT_REGISTRY,
  isDocumentKind,
  type DocumentKind,
} from '../documents/document-registry';
import { productProgress, type ProductRecords } from '../products/document-progress';
import {
  DOCUMENT_PRODUCT_TYPES,
  type DocumentProductType,
} from '../products/document-product-types';
import type { GiftProductType, ProductType } from '../products/product-type';
import type { ProgressStatus } from '../products/progress-status';
import type { DocumentSummary } from '../profiles/document-summary';
import { GIFT_LISTS } from './gift-lists';
import { NOT_SIGNED, type SigningSummary } from '../execution/signing-record-schema';

/** One row of the account tables (platform-core.md 3 "Product summary row"). */
export interface ProductSummaryRow {
  readonly id: string | null;
  readonly name: ProductType;
  readonly progress: ProgressStatus;
  readonly path: string;
  readonly nextStepsPath: string | null;
  readonly allowDownload: boolean;
  readonly allowEmail: boolean;
  readonly allowPrintPreview: boolean;
  readonly referrer: string | null;
  readonly lastSectionCompletedUpdatedAt: string | null;
  readonly finalizedAt: string | null;
  /** Marked signed, and whether it changed since (issue 19). */
  readonly signing: SigningSummary;
}

/** Where each product opens when its record carries no path of its own. */
export const PRODUCT_BASE_PATHS = {
  WILL: '/will',
  RLT: '/rlt',
  AHCD: '/ahcd',
  DFPOA: '/dfpoa',
  NONPROBATE_PLANS: '/account/beneficiaries',
  QCD: GIFT_LISTS.QCD.path,
  STOCK_GIFT: GIFT_LISTS.STOCK_GIFT.path,
  DAF: GIFT_LISTS.DAF.path,
} as const satisfies Record<DocumentProductType | GiftProductType, string>;

/** "View next steps" targets (documents.md 2.8). */
export const NEXT_STEPS_PATHS = {
  WILL: '/will/final/download',
  RLT: '/rlt/final',
  AHCD: '/ahcd/review/download',
  DFPOA: '/dfpoa/review/print',
} as const satisfies Record<DocumentKind, string>;

/** The row button for a progress (platform-core.md 2.11, documents.md 4.6); none for ERROR. */
export const rowCtaLabel = (progress: ProgressStatus): 'Start' | 'Finish' | 'View/Edit' | null => {
  switch (progress) {
    case 'NOT_STARTED':
      return 'Start';
    case 'INCOMPLETE':
      return 'Finish';
    case 'FINISHED':
    case 'EMPTY':
      return 'View/Edit';
    case 'ERROR':
      return null;
  }
};

export interface DocumentListingContext {
  readonly hasRltAccess: boolean;
  /** The tenant's beneficiaryPlan setting. */
  readonly beneficiaryPlan: boolean;
}

/**
 * The documents of "Your Estate Plan", in table order (platform-core.md 2.11, documents.md 4.6):
 * the will when the trust is not started, the will is started or trust access is missing; the
 * trust with access when it is started or nothing at all is; AHCD and DFPOA always; the
 * beneficiary plan when the feature is on.
 */
export const listedDocuments = (
  records: ProductRecords,
  context: DocumentListingContext,
): DocumentProductType[] => {
  const started = (product: DocumentProductType) =>
    productProgress(product, records) !== 'NOT_STARTED';
  const nothingStarted = !DOCUMENT_PRODUCT_TYPES.some(started);
  const listed: DocumentProductType[] = [];
  if (!started('RLT') || started('WILL') || !context.hasRltAccess) listed.push('WILL');
  if (context.hasRltAccess && (started('RLT') || nothingStarted)) listed.push('RLT');
  listed.push('AHCD', 'DFPOA');
  if (context.beneficiaryPlan) listed.push('NONPROBATE_PLANS');
  return listed;
};

export interface DocumentActionSettings {
  /** The tenant's documentDownload and documentEmails settings (documents.md 2.8). */
  readonly documentDownload: boolean;
  readonly documentEmails: boolean;
}

const summaryOf = (
  product: DocumentProductType,
  records: ProductRecords,
): (DocumentSummary & { referrer?: string | null }) | null =>
  isDocumentKind(product) ? (records[DOCUMENT_REGISTRY[product].profileField] ?? null) : null;

/** The row of one document, with its actions allowed only once it is finished. */
export const documentRow = (
  product: DocumentProductType,
  records: ProductRecords,
  settings: DocumentActionSettings,
): ProductSummaryRow => {
  const summary = summaryOf(product, records);
  const progress = productProgress(product, records);
  const finished = progress === 'FINISHED';
  const printable = finished && product !== 'NONPROBATE_PLANS';
  return {
    id: summary?.randId || null,
    name: product,
    progress,
    path: summary?.path || PRODUCT_BASE_PATHS[product],
    nextStepsPath: isDocumentKind(product) ? NEXT_STEPS_PATHS[product] : null,
    allowDownload: printable && settings.documentDownload,
    allowEmail: printable && settings.documentEmails,
    allowPrintPreview: printable,
    referrer: summary?.referrer ?? null,
    lastSectionCompletedUpdatedAt: summary?.lastSectionCompletedUpdatedAt ?? null,
    finalizedAt: summary?.finalizedAt ?? null,
    signing: summary?.signing ?? NOT_SIGNED,
  };
};

/** The "Your Estate Plan" table. */
export const estatePlanRows = (
  records: ProductRecords,
  context: DocumentListingContext & DocumentActionSettings,
): ProductSummaryRow[] =>
  listedDocuments(records, context).map((product) => documentRow(product, records, context));

/**
 * "Your Charitable Giving" (giving-and-beneficiaries.md 2.10): QCD, Stock Gifts and DAF, each
 * when the person has any; the table is shown only when this is non-empty.
 */
export const charitableGivingRows = (records: ProductRecords): ProductSummaryRow[] =>
  (
    [
      ['QCD', records.qcd],
      ['STOCK_GIFT', records.stockGift],
      ['DAF', records.daf],
    ] as const
  )
    .filter(([, items]) => (items?.length ?? 0) > 0)
    .map(([product]) => ({
      id: null,
      name: product,
      progress: productProgress(product, records),
      path: PRODUCT_BASE_PATHS[product],
      nextStepsPath: null,
      allowDownload: product !== 'DAF',
      allowEmail: false,
      allowPrintPreview: false,
      referrer: null,
      lastSectionCompletedUpdatedAt: null,
      finalizedAt: null,
      signing: NOT_SIGNED,
    }));

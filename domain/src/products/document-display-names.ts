import type { DocumentProductType } from './document-product-types';
import type { GiftProductType } from './product-type';

/** Display names of the documents in the account tables (platform-core.md 1). */
export const DOCUMENT_DISPLAY_NAMES = {
  WILL: 'Last Will & Testament',
  RLT: 'Revocable Living Trust & Pour-Over Will',
  AHCD: 'Living Will (Advance Healthcare Directive)',
  DFPOA: 'Durable Financial Power of Attorney',
  NONPROBATE_PLANS: 'Beneficiary Plan',
} as const satisfies Record<DocumentProductType, string>;

/** The names of the account tables' rows: documents, and the gifts of "Your Charitable Giving". */
export const TABLE_ROW_NAMES = {
  ...DOCUMENT_DISPLAY_NAMES,
  QCD: 'QCD',
  STOCK_GIFT: 'Stock Gifts',
  DAF: 'DAF',
} as const satisfies Record<DocumentProductType | GiftProductType, string>;
export type TableRowProduct = keyof typeof TABLE_ROW_NAMES;

import { DOCUMENT_KINDS, type DocumentKind } from '../documents/document-registry';
import type { ProductType } from './product-type';

/**
 * What the document table stores, and the account tables list as documents: every document kind
 * and the beneficiary plan. The plan is not a document kind: it is written through routes of its
 * own (its assets and their beneficiaries, giving-and-beneficiaries.md 4), has no sections, slug,
 * signing or mail, and is a summary rather than an instrument (ADR 0018).
 */
export type DocumentProductType = DocumentKind | 'NONPROBATE_PLANS';
export const DOCUMENT_PRODUCT_TYPES: readonly DocumentProductType[] = [
  ...DOCUMENT_KINDS,
  'NONPROBATE_PLANS',
] satisfies readonly ProductType[];

import type { ProductType } from '../products/product-type';
import type { DocumentKindEntry } from './document-kind-entry';

/**
 * Every kind of document a profile writes through the document wizards, keyed by its product
 * type (platform-core.md 3; documents.md 4, 7). Every other list of the kinds derives from this
 * one, and every map keyed by a kind is checked against it, DOCUMENT_ANSWERS first (ADR 0018).
 * The beneficiary plan is stored beside them but is not one: see DOCUMENT_PRODUCT_TYPES.
 */
export const DOCUMENT_REGISTRY = {
  WILL: {
    slug: 'will',
    profileField: 'will',
    finishedWhen: 'complete and valid',
    fileName: { title: 'Last_Will_and_Testament' },
    routes: { pdf: 'downloadWill', email: 'emailEstatePlan' },
  },
  RLT: {
    slug: 'rlt',
    profileField: 'rlt',
    finishedWhen: 'complete and valid',
    fileName: {
      title: 'Revocable_Living_Trust_with_Pour_Over_Will',
      jointTitle: 'Revocable_Living_Trust_with_Pour_Over_Wills',
    },
    routes: { pdf: 'downloadTrust', email: 'emailEstatePlan' },
  },
  AHCD: {
    slug: 'ahcd',
    profileField: 'ahcd',
    finishedWhen: 'complete',
    fileName: { title: 'Advance_Healthcare_Directive' },
    routes: { pdf: 'downloadAhcd', email: 'emailAhcd' },
  },
  DFPOA: {
    slug: 'dfpoa',
    profileField: 'dfpoa',
    finishedWhen: 'complete',
    fileName: { title: 'Durable_Financial_Power_of_Attorney' },
    routes: { pdf: 'downloadDfpoa', email: 'emailDfpoa' },
  },
} as const satisfies Partial<Record<ProductType, DocumentKindEntry>>;

export type DocumentKind = keyof typeof DOCUMENT_REGISTRY;
export type DocumentSlug<Kind extends DocumentKind = DocumentKind> =
  (typeof DOCUMENT_REGISTRY)[Kind]['slug'];
/** The kind a slug names. */
export type DocumentKindOfSlug<Slug extends DocumentSlug> = {
  [Kind in DocumentKind as DocumentSlug<Kind>]: Kind;
}[Slug];

/** The documents a profile holds one of (platform-core.md 3), in the registry's order. */
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_REGISTRY) as readonly DocumentKind[];

export const DOCUMENT_SLUGS: readonly DocumentSlug[] = DOCUMENT_KINDS.map(
  (kind) => DOCUMENT_REGISTRY[kind].slug,
);

export const isDocumentKind = (value: string): value is DocumentKind =>
  Object.hasOwn(DOCUMENT_REGISTRY, value);

export const documentKindOf = <Slug extends DocumentSlug>(slug: Slug): DocumentKindOfSlug<Slug> =>
  DOCUMENT_KINDS.find((kind) => DOCUMENT_REGISTRY[kind].slug === slug) as DocumentKindOfSlug<Slug>;

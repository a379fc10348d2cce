import { z } from 'zod';

/** Product type codes (platform-core.md 1, 3; giving-and-beneficiaries.md 3.6). */
export const PRODUCT_TYPES = [
  'WILL',
  'RLT',
  'AHCD',
  'DFPOA',
  'NONPROBATE_PLANS',
  'QCD',
  'STOCK_GIFT',
  'DAF',
  'OUTSIDE_BEQUEST',
  'SGS_LANDING_PAGE',
] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** The estate-planning documents a package can require. */
export const DOCUMENT_PRODUCT_TYPES = ['WILL', 'RLT', 'AHCD', 'DFPOA', 'NONPROBATE_PLANS'] as const;
export type DocumentProductType = (typeof DOCUMENT_PRODUCT_TYPES)[number];

/** The charitable gifts listed under "Your Charitable Giving". */
export const GIFT_PRODUCT_TYPES = ['QCD', 'STOCK_GIFT', 'DAF'] as const;
export type GiftProductType = (typeof GIFT_PRODUCT_TYPES)[number];

/** The lower-case codes the product also uses for the same types. */
export const PRODUCT_CODES = {
  WILL: 'will',
  RLT: 'rlt',
  AHCD: 'ahcd',
  DFPOA: 'dfpoa',
  NONPROBATE_PLANS: 'nonprobate_plans',
  QCD: 'qcd',
  STOCK_GIFT: 'stock_gift',
  DAF: 'daf',
  OUTSIDE_BEQUEST: 'outside_bequest',
  SGS_LANDING_PAGE: 'SGS landing page',
} as const satisfies Record<ProductType, string>;
export type ProductCode = (typeof PRODUCT_CODES)[ProductType];

/** Plan types of an estate plan (documents.md 3.1). */
export const PLAN_TYPES = ['WILL', 'RLT'] as const;
export const PlanTypeSchema = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof PlanTypeSchema>;

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

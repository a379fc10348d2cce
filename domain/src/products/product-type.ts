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

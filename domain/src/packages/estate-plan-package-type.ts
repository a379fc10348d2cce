import { z } from 'zod';

/**
 * EstatePlanPackageType (platform-core.md 3). Stored in lower case; the upper-case
 * spelling the product also uses is accepted on input.
 */
export const ESTATE_PLAN_PACKAGE_TYPES = [
  'will_based',
  'will_only',
  'trust_based',
  'trust_only',
  'incapacity_only',
  'no_required_docs',
] as const;
export type EstatePlanPackageType = (typeof ESTATE_PLAN_PACKAGE_TYPES)[number];
export const EstatePlanPackageTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(ESTATE_PLAN_PACKAGE_TYPES),
);

/** The household form's choices add the custom plan to the package types. */
export const HOUSEHOLD_PLAN_CHOICES = [...ESTATE_PLAN_PACKAGE_TYPES, 'custom_plan'] as const;
export type HouseholdPlanChoice = (typeof HOUSEHOLD_PLAN_CHOICES)[number];
export const HouseholdPlanChoiceSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(HOUSEHOLD_PLAN_CHOICES),
);

export const WILL_TYPE_PACKAGES = ['will_based', 'will_only'] as const;
export const TRUST_TYPE_PACKAGES = ['trust_based', 'trust_only'] as const;
/** The packages that include the incapacity documents. */
export const BASED_PACKAGES = ['will_based', 'trust_based', 'incapacity_only'] as const;

export const isWillType = (type: EstatePlanPackageType | null | undefined): boolean =>
  type === 'will_based' || type === 'will_only';
export const isTrustType = (type: EstatePlanPackageType | null | undefined): boolean =>
  type === 'trust_based' || type === 'trust_only';

/** Client product type (platform-core.md 3). */
export const CLIENT_PRODUCT_TYPES = ['self_directed', 'attorney_drafted'] as const;
export const ClientProductTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(CLIENT_PRODUCT_TYPES),
);
export type ClientProductType = (typeof CLIENT_PRODUCT_TYPES)[number];

/** A package as people call it, for messages about it. */
export const PACKAGE_NAMES = {
  will_based: 'will-based plan',
  will_only: 'will-based plan',
  trust_based: 'trust-based plan',
  trust_only: 'trust-based plan',
  incapacity_only: 'incapacity-only plan',
  no_required_docs: 'estate plan',
} as const satisfies Record<EstatePlanPackageType, string>;

/**
 * The product's own brand (DECISIONS.md "Names"). The specification writes it as
 * {brand} in cookie names and {BRAND} in feature-flag names.
 */
export const PRODUCT_BRAND = {
  productName: 'Bequest',
  flagKey: 'BEQUEST',
  cookieKey: 'bequest',
} as const;

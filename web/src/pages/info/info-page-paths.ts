/** The information pages' paths, apart from their text so the route list stays small. */
export const INFO_PAGE_PATHS = [
  '/advance-healthcare-directive',
  '/AHCD',
  '/durable-financial-power-of-attorney',
  '/POA',
  '/revocable-living-trusts',
  '/faq',
  '/security',
  '/glossary',
  '/terms-of-service',
  '/privacy',
] as const;
export type InfoPagePath = (typeof INFO_PAGE_PATHS)[number];

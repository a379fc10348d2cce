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
  '/terms',
  '/privacy',
  '/about',
  '/careers',
  '/accessibility',
  '/learn',
  '/learn/10-reasons-to-have-a-will',
  '/learn/last-will-vs-living-will',
  '/lawyers',
  '/fellows',
  '/sitemap',
  '/our-products',
  '/beneficiaries',
  '/cookie-policy',
  '/usa-online-privacy-notice',
  '/donate-stocks',
  '/qcd',
  '/crypto-schedule',
  '/stock-liquidation-schedule',
  '/website-development-schedule',
  '/grant-assistant-terms-of-use',
  '/msa/grant-assistant',
  '/msa/products',
  '/msa/suites',
  '/do-not-sell',
] as const;
export type InfoPagePath = (typeof INFO_PAGE_PATHS)[number];

/** The page a path shows: any /qcd/... shows the /qcd page (platform-core.md 2.2). */
export const infoPagePathOf = (pathname: string): string =>
  pathname.startsWith('/qcd/') ? '/qcd' : pathname;

/** The legal notices, which every tenant's people agree to or may need: served in both shells. */
export const LEGAL_PAGE_PATHS: readonly InfoPagePath[] = [
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/usa-online-privacy-notice',
  '/accessibility',
  '/security',
];

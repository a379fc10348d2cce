/** Paths that moved to the external marketing site, and where they went (platform-core.md 2.3). */
const MOVED: Readonly<Record<string, string>> = {
  '/nonprofits': '/',
  '/nonprofits/products/will': '/products/planned-giving-suite',
  '/nonprofits/products/qcd': '/products/qcd',
  '/nonprofits/products/stocks': '/products/stock',
};

/** The yearly reports, now under /resources/{year}-{report}. */
const REPORT = /^\/(qcd-report|planned-giving-report|stock-report)-(\d{4})$/;

/** The path without a trailing slash; "/" stays "/". */
const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') : path;

/**
 * Where a path of the external marketing site now lives on it, or null for a path of this site
 * (platform-core.md 2.3). A trailing slash is ignored.
 */
export const marketingSiteRedirect = (path: string): string | null => {
  const bare = withoutTrailingSlash(path);
  const moved = MOVED[bare];
  if (moved) return moved;
  const report = REPORT.exec(bare);
  return report ? `/resources/${report[2]}-${report[1]}` : null;
};

/** The legal pages of platform-core.md 2.2 that live under /legal on the marketing site. */
export const LEGAL_PAGES = [
  '/privacy',
  '/terms',
  '/accessibility',
  '/cookie-policy',
  '/security',
  '/usa-online-privacy-notice',
  '/crypto-schedule',
  '/stock-liquidation-schedule',
  '/website-development-schedule',
  '/grant-assistant-terms-of-use',
  '/do-not-sell',
] as const;

const SERVICE_AGREEMENT = /^\/msa\/[a-z0-9-]+$/;

/**
 * Where a page lives on the marketing site's subdomains once FW_WEBFLOW_SUBDOMAINS is on, or null
 * for a page that stays here (platform-core.md 2.3): legal pages under /legal, the service
 * agreements under /msa, the products page under /products, and the home page on the marketing
 * site's home (ADR 0012: the specification does not name the home page's target).
 */
export const marketingSubdomainRedirect = (path: string): string | null => {
  const bare = withoutTrailingSlash(path);
  if (bare === '/') return '/';
  if ((LEGAL_PAGES as readonly string[]).includes(bare)) return `/legal${bare}`;
  if (SERVICE_AGREEMENT.test(bare)) return bare;
  return bare === '/our-products' ? '/products' : null;
};

/**
 * The nonprofit portal's paths (platform-core.md 2.2, 2.6): the portal is a product of its own on
 * its own site (ADR 0012), so /portal, /portal/login and /partner-portal-redirect lead there; null
 * for any other path.
 */
export const nonprofitPortalRedirect = (path: string): string | null => {
  const bare = withoutTrailingSlash(path);
  if (bare === '/portal/login') return '/login';
  return bare === '/portal' || bare === '/partner-portal-redirect' ? '/' : null;
};

/** Paths that moved to the external marketing site, and where they went (platform-core.md 2.3). */
const MOVED: Readonly<Record<string, string>> = {
  '/nonprofits': '/',
  '/nonprofits/products/will': '/products/planned-giving-suite',
  '/nonprofits/products/qcd': '/products/qcd',
  '/nonprofits/products/stocks': '/products/stock',
};

/** The yearly reports, now under /resources/{year}-{report}. */
const REPORT = /^\/(qcd-report|planned-giving-report|stock-report)-(\d{4})$/;

/**
 * Where a path of the external marketing site now lives on it, or null for a path of this site
 * (platform-core.md 2.3). A trailing slash is ignored.
 */
export const marketingSiteRedirect = (path: string): string | null => {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const moved = MOVED[bare];
  if (moved) return moved;
  const report = REPORT.exec(bare);
  return report ? `/resources/${report[2]}-${report[1]}` : null;
};

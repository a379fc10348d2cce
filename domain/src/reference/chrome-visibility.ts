/**
 * Where the global header and footer stay out of the way (platform-core.md 2.13): pages that
 * stand on their own, such as partner landing pages and the gift flows.
 *
 * Inside a frame (platform-core.md 2.1; ADR 0011) the app shows the page alone: no header,
 * footer, site-wide banners or skip link, whatever the path, so a partner can embed a page of
 * ours in its own site.
 */
const GIFT_CONFIRMATION = ['/record', '/recordnew'] as const;
const HEADERLESS_SECTIONS = [
  '/ad',
  '/qcd',
  '/daf',
  '/lp',
  '/partner',
  ...GIFT_CONFIRMATION,
] as const;
const FOOTERLESS_SECTIONS = ['/lp', '/partner', ...GIFT_CONFIRMATION] as const;

/** Where the page is shown: in the browser's top window, or inside another site's frame. */
export interface PagePlacement {
  readonly inFrame: boolean;
}
const TOP_WINDOW: PagePlacement = { inFrame: false };

/** What a path alone does not tell: whether its route is a partner's landing page (/:partnerOrgUrl). */
export interface PageRoute {
  readonly isPartnerPage: boolean;
}
const OTHER_ROUTE: PageRoute = { isPartnerPage: false };

const under = (path: string, sections: readonly string[]) =>
  sections.some((section) => path === section || path.startsWith(`${section}/`));

/** The header: hidden in a frame, on partner pages and on the sections that stand alone (2.13). */
export const showsHeader = (
  path: string,
  { inFrame }: PagePlacement = TOP_WINDOW,
  { isPartnerPage }: PageRoute = OTHER_ROUTE,
): boolean => !inFrame && !isPartnerPage && !under(path, HEADERLESS_SECTIONS);
export const showsFooter = (path: string, { inFrame }: PagePlacement = TOP_WINDOW): boolean =>
  !inFrame && !under(path, FOOTERLESS_SECTIONS);

/**
 * The site-wide banners (the old-browser warning, the account-verification notice) and the
 * "Skip to main content" link: on every page in the top window, never inside a frame.
 */
export const showsSiteBanners = ({ inFrame }: PagePlacement = TOP_WINDOW): boolean => !inFrame;

/**
 * Where the global header and footer stay out of the way (platform-core.md 2.13): pages that
 * stand on their own, such as partner landing pages and the gift flows.
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

const under = (path: string, sections: readonly string[]) =>
  sections.some((section) => path === section || path.startsWith(`${section}/`));

export const showsHeader = (path: string): boolean => !under(path, HEADERLESS_SECTIONS);
export const showsFooter = (path: string): boolean => !under(path, FOOTERLESS_SECTIONS);

/**
 * Where the global header and footer stay out of the way (platform-core.md 2.13): pages that
 * stand on their own, such as partner landing pages and the gift flows.
 */
const HEADERLESS_SECTIONS = ['/ad', '/qcd', '/record', '/daf', '/lp', '/partner'] as const;
const FOOTERLESS_SECTIONS = ['/lp', '/partner', '/record'] as const;

const under = (path: string, sections: readonly string[]) =>
  sections.some((section) => path === section || path.startsWith(`${section}/`));

export const showsHeader = (path: string): boolean => !under(path, HEADERLESS_SECTIONS);
export const showsFooter = (path: string): boolean => !under(path, FOOTERLESS_SECTIONS);

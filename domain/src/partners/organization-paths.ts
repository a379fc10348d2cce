/** The sections an organization's page may appear under besides the bare path (platform-core.md 2.3). */
export const ORGANIZATION_SECTIONS = [
  'beneficiaries',
  'record',
  'stocks',
  'qcd',
  'daf',
  'smartgiving',
] as const;
export type OrganizationSection = (typeof ORGANIZATION_SECTIONS)[number];

/** The sections a partner landing page may appear under besides the bare path (2.4). */
export const PARTNER_PAGE_SECTIONS = ['lp', 'partner'] as const;
export type PartnerPageSection = (typeof PARTNER_PAGE_SECTIONS)[number];

/** A page named by a slug: `/{slug}` (section null) or `/{section}/{slug}`. */
export interface SlugPath<Section extends string> {
  readonly section: Section | null;
  readonly slug: string;
}
export type OrganizationPath = SlugPath<OrganizationSection>;
export type PartnerPagePath = SlugPath<PartnerPageSection>;

/** Slugs are lower-case words joined by hyphens; anything else (a file, a dotted name) is not one. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * The slug page a path may name under the given sections, slug lower-cased, or null when the path
 * has another shape. It is only a candidate: the caller looks the slug up.
 */
const slugPathOf = <Section extends string>(
  path: string,
  sections: readonly Section[],
): SlugPath<Section> | null => {
  const parts = path.replace(/\/+$/, '').split('/').slice(1);
  const slug = parts.at(-1)?.toLowerCase();
  if (!slug || !SLUG_PATTERN.test(slug)) return null;
  if (parts.length === 1) return { section: null, slug };
  const section = sections.find((name) => name === parts[0]);
  return parts.length === 2 && section ? { section, slug } : null;
};

export const organizationPathOf = (path: string): OrganizationPath | null =>
  slugPathOf(path, ORGANIZATION_SECTIONS);

export const partnerPagePathOf = (path: string): PartnerPagePath | null =>
  slugPathOf(path, PARTNER_PAGE_SECTIONS);

export const slugPathname = ({ section, slug }: SlugPath<string>): string =>
  section ? `/${section}/${slug}` : `/${slug}`;

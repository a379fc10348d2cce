/**
 * Slug pages that live elsewhere (platform-core.md 2.3): organizations' old slugs, and the partner
 * pages kept on the external estate-planning client site. Data, edited by staff.
 */
export interface SlugRedirects {
  /** The current slug of an organization that was renamed from `oldSlug`, or null. */
  currentOrganizationSlug(oldSlug: string): Promise<string | null>;
  /** Whether /partner/{slug} is one of the pages on the estate-planning client site. */
  isExternalPartnerPage(slug: string): Promise<boolean>;
}
export const SLUG_REDIRECTS: symbol = Symbol.for('SlugRedirects');

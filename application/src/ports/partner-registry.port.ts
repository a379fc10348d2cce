import type { PartnerCustomUrl } from '@bequest/domain';

/** A partner as staff manage it: its record and when it last changed. */
export interface ManagedPartner {
  readonly partner: PartnerCustomUrl;
  readonly updatedAt: Date;
}

/** An organization's old slug, which redirects to its current one (platform-core.md 2.3). */
export interface SlugAlias {
  readonly oldSlug: string;
  readonly slug: string;
  readonly createdAt: Date;
}

/** A /partner/{slug} page kept on the external estate-planning client site. */
export interface ExternalPartnerPage {
  readonly slug: string;
  readonly createdAt: Date;
}

/**
 * Partner organizations, their custom URLs and their pages' redirects as staff edit them (issue
 * 24); the consumer side reads the same rows through PartnerDirectory and SlugRedirects.
 */
export interface PartnerRegistry {
  /** Every partner, by display name. */
  list(): Promise<ManagedPartner[]>;
  byRandId(randId: string): Promise<ManagedPartner | null>;
  /** Adds a partner; `url_name_taken` when another partner has its URL name. */
  create(partner: PartnerCustomUrl, at: Date): Promise<'created' | 'url_name_taken'>;
  /** Replaces a partner's record, found by its randId. */
  update(partner: PartnerCustomUrl, at: Date): Promise<'updated' | 'url_name_taken' | 'not_found'>;
  /** The aliases, by old slug. */
  slugAliases(): Promise<SlugAlias[]>;
  /** Adds the alias, or points an old slug elsewhere. */
  saveSlugAlias(oldSlug: string, slug: string, at: Date): Promise<SlugAlias>;
  /** False when there was none. */
  removeSlugAlias(oldSlug: string): Promise<boolean>;
  /** The external pages, by slug. */
  externalPages(): Promise<ExternalPartnerPage[]>;
  addExternalPage(slug: string, at: Date): Promise<ExternalPartnerPage>;
  /** False when there was none. */
  removeExternalPage(slug: string): Promise<boolean>;
}
export const PARTNER_REGISTRY: symbol = Symbol.for('PartnerRegistry');

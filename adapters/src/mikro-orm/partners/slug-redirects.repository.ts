import type { SlugRedirects } from '@bequest/application';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

/**
 * The old slugs of the seed partners (SEED_PARTNERS), so a fresh installation shows the redirect
 * working; staff add the real aliases when an organization renames its page.
 */
export const SEED_ORGANIZATION_SLUG_ALIASES: Readonly<Record<string, string>> = {
  harborfoodbank: 'harbor-food-bank',
  'harbor-foodbank': 'harbor-food-bank',
  'harbour-food-bank': 'harbor-food-bank',
  riverconservancy: 'river-conservancy',
  'river-conservancy-fund': 'river-conservancy',
};

export class PostgresSlugRedirects implements SlugRedirects {
  constructor(private readonly em: EntityManager) {}

  async currentOrganizationSlug(oldSlug: string): Promise<string | null> {
    const [alias] = await query<{ slug: string }>(
      this.em,
      'select slug from organization_slug_alias where old_slug = ?',
      [oldSlug],
    );
    return alias?.slug ?? null;
  }

  async isExternalPartnerPage(slug: string): Promise<boolean> {
    const rows = await query(this.em, 'select 1 from external_partner_page where slug = ?', [slug]);
    return rows.length > 0;
  }

  /** Adds the aliases that are missing; an alias staff changed is never overwritten. */
  async seed(aliases = SEED_ORGANIZATION_SLUG_ALIASES): Promise<void> {
    for (const [oldSlug, slug] of Object.entries(aliases))
      await query(
        this.em,
        'insert into organization_slug_alias (old_slug, slug) values (?, ?) on conflict do nothing',
        [oldSlug, slug],
      );
  }
}

import type {
  ExternalPartnerPage,
  ManagedPartner,
  PartnerRegistry,
  SlugAlias,
} from '@bequest/application';
import { PartnerCustomUrlSchema, type PartnerCustomUrl } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation, query } from '../query';

interface PartnerRow {
  data: unknown;
  updated_at: Date;
}

const managedOf = (row: PartnerRow): ManagedPartner => ({
  partner: PartnerCustomUrlSchema.parse(row.data),
  updatedAt: row.updated_at,
});

/** The partner table and the slug redirects' tables (issue 24), as staff edit them. */
export class PostgresPartnerRegistry implements PartnerRegistry {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<ManagedPartner[]> {
    const rows = await query<PartnerRow>(
      this.em,
      `select data, updated_at from partner
        order by coalesce(data->>'orgDisplayName', data->'organization'->>'displayName'), rand_id`,
    );
    return rows.map(managedOf);
  }

  async byRandId(randId: string): Promise<ManagedPartner | null> {
    const [row] = await query<PartnerRow>(
      this.em,
      'select data, updated_at from partner where rand_id = ?',
      [randId],
    );
    return row ? managedOf(row) : null;
  }

  async create(partner: PartnerCustomUrl, at: Date): Promise<'created' | 'url_name_taken'> {
    try {
      const rows = await query(
        this.em,
        `insert into partner (rand_id, url_name, organization_id, data, updated_at)
          values (?, ?, ?, ?::jsonb, ?) on conflict do nothing returning rand_id`,
        [partner.randId, partner.urlName, partner.organizationId, JSON.stringify(partner), at],
      );
      return rows.length > 0 ? 'created' : 'url_name_taken';
    } catch (error) {
      if (isUniqueViolation(error)) return 'url_name_taken';
      throw error;
    }
  }

  async update(
    partner: PartnerCustomUrl,
    at: Date,
  ): Promise<'updated' | 'url_name_taken' | 'not_found'> {
    const [taken] = await query(
      this.em,
      'select 1 from partner where url_name = ? and rand_id <> ?',
      [partner.urlName, partner.randId],
    );
    if (taken) return 'url_name_taken';
    try {
      const rows = await query(
        this.em,
        `update partner set url_name = ?, data = ?::jsonb, updated_at = ?
          where rand_id = ? returning rand_id`,
        [partner.urlName, JSON.stringify(partner), at, partner.randId],
      );
      return rows.length > 0 ? 'updated' : 'not_found';
    } catch (error) {
      if (isUniqueViolation(error)) return 'url_name_taken';
      throw error;
    }
  }

  async slugAliases(): Promise<SlugAlias[]> {
    const rows = await query<{ old_slug: string; slug: string; created_at: Date }>(
      this.em,
      'select old_slug, slug, created_at from organization_slug_alias order by old_slug',
    );
    return rows.map((row) => ({
      oldSlug: row.old_slug,
      slug: row.slug,
      createdAt: row.created_at,
    }));
  }

  async saveSlugAlias(oldSlug: string, slug: string, at: Date): Promise<SlugAlias> {
    const [row] = await query<{ created_at: Date }>(
      this.em,
      `insert into organization_slug_alias (old_slug, slug, created_at) values (?, ?, ?)
        on conflict (old_slug) do update set slug = excluded.slug returning created_at`,
      [oldSlug, slug, at],
    );
    return { oldSlug, slug, createdAt: row!.created_at };
  }

  async removeSlugAlias(oldSlug: string): Promise<boolean> {
    const rows = await query(
      this.em,
      'delete from organization_slug_alias where old_slug = ? returning old_slug',
      [oldSlug],
    );
    return rows.length > 0;
  }

  async externalPages(): Promise<ExternalPartnerPage[]> {
    const rows = await query<{ slug: string; created_at: Date }>(
      this.em,
      'select slug, created_at from external_partner_page order by slug',
    );
    return rows.map((row) => ({ slug: row.slug, createdAt: row.created_at }));
  }

  async addExternalPage(slug: string, at: Date): Promise<ExternalPartnerPage> {
    const [row] = await query<{ created_at: Date }>(
      this.em,
      `insert into external_partner_page (slug, created_at) values (?, ?)
        on conflict (slug) do update set slug = excluded.slug returning created_at`,
      [slug, at],
    );
    return { slug, createdAt: row!.created_at };
  }

  async removeExternalPage(slug: string): Promise<boolean> {
    const rows = await query(
      this.em,
      'delete from external_partner_page where slug = ? returning slug',
      [slug],
    );
    return rows.length > 0;
  }
}

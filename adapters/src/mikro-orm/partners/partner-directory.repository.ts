import type { PartnerDirectory } from '@bequest/application';
import { PartnerCustomUrlSchema, type PartnerCustomUrl } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SEED_PARTNERS } from './seed-partners';
import { query } from '../query';

const parse = (rows: { data: unknown }[]) =>
  rows[0] ? PartnerCustomUrlSchema.parse(rows[0].data) : null;

export class PostgresPartnerDirectory implements PartnerDirectory {
  constructor(private readonly em: EntityManager) {}

  async findByUrlName(urlName: string): Promise<PartnerCustomUrl | null> {
    return parse(await query(this.em, 'select data from partner where url_name = ?', [urlName]));
  }

  async findByOrganizationId(organizationId: string): Promise<PartnerCustomUrl | null> {
    return parse(
      await query(this.em, 'select data from partner where organization_id = ?', [organizationId]),
    );
  }

  /** Adds the seed partners that are missing; an edited partner is never overwritten. */
  async seed(partners: readonly PartnerCustomUrl[] = SEED_PARTNERS): Promise<void> {
    for (const partner of partners)
      await query(
        this.em,
        `insert into partner (rand_id, url_name, organization_id, data) values (?, ?, ?, ?)
          on conflict do nothing`,
        [partner.randId, partner.urlName, partner.organizationId, JSON.stringify(partner)],
      );
  }
}

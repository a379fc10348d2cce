import type { NonprofitDirectory } from '@bequest/application';
import { PartnerCustomUrlSchema, type ExemptOrganization, type Nonprofit } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PostgresExemptOrganizations } from '../directory/exempt-organizations.repository';
import { query } from '../query';
import { KNOWN_CHARITIES } from './known-charities';

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * Partner organizations from PostgreSQL, then the known charities, by every typed word, then the
 * organizations of the IRS master file, by name, city or EIN.
 */
export class PostgresNonprofitDirectory implements NonprofitDirectory {
  private readonly organizations: PostgresExemptOrganizations;

  constructor(private readonly em: EntityManager) {
    this.organizations = new PostgresExemptOrganizations(em);
  }

  async search(text: string, limit: number): Promise<Nonprofit[]> {
    const typed = words(text);
    if (typed.length === 0) return [];
    const name = `lower(coalesce(data->>'orgDisplayName', data->'organization'->>'displayName'))`;
    const rows = await query<{ data: unknown }>(
      this.em,
      `select data from partner
        where ${typed.map(() => `${name} like ?`).join(' and ')}
        order by ${name} limit ?`,
      [...typed.map(likePattern), limit],
    );
    const partners = rows.map(({ data }): Nonprofit => {
      const partner = PartnerCustomUrlSchema.parse(data);
      return {
        id: partner.organizationId,
        name: partner.orgDisplayName ?? partner.organization.displayName,
        location: null,
        isPartner: true,
        ein: null,
      };
    });
    const known = KNOWN_CHARITIES.filter((charity) =>
      typed.every((word) => charity.name.toLowerCase().includes(word)),
    );
    const first = [...partners, ...known].slice(0, limit);
    return [...first, ...(await this.organizations.search(text, limit - first.length))];
  }

  organizationsByEin(eins: readonly string[]): Promise<ExemptOrganization[]> {
    return this.organizations.byEin(eins);
  }
}

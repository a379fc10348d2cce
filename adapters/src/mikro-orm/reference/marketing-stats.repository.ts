import type { MarketingStatsStore } from '@bequest/application';
import { DEFAULT_MARKETING_STATS, type MarketingStat } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';

/** The figures a fresh installation publishes: the defaults of platform-core.md 9. */
export const SEED_MARKETING_STATS: readonly MarketingStat[] = [
  { fieldName: 'WILLS_CREATED', fieldValues: DEFAULT_MARKETING_STATS.willsCreated },
  { fieldName: 'AMOUNT_RAISED', fieldValues: DEFAULT_MARKETING_STATS.amountRaised },
  { fieldName: 'PARTNER_COUNT', fieldValues: DEFAULT_MARKETING_STATS.partnerCount },
];

export class PostgresMarketingStats implements MarketingStatsStore {
  constructor(private readonly em: EntityManager) {}

  async list(fieldNames: readonly string[]): Promise<MarketingStat[]> {
    if (fieldNames.length === 0) return [];
    const rows = await query<{ field_name: string; field_values: unknown }>(
      this.em,
      `select field_name, field_values from marketing_stat where field_name in (${fieldNames.map(() => '?').join(', ')})
        order by field_name`,
      [...fieldNames],
    );
    return rows.map((row) => ({
      fieldName: row.field_name,
      fieldValues: row.field_values,
    }));
  }

  async save(stats: readonly MarketingStat[]): Promise<void> {
    for (const stat of stats)
      await query(
        this.em,
        `insert into marketing_stat (field_name, field_values) values (?, ?)
          on conflict (field_name) do update set field_values = excluded.field_values, updated_at = now()`,
        [stat.fieldName, JSON.stringify(stat.fieldValues)],
      );
  }

  async seed(stats: readonly MarketingStat[] = SEED_MARKETING_STATS): Promise<void> {
    for (const stat of stats)
      await query(
        this.em,
        'insert into marketing_stat (field_name, field_values) values (?, ?) on conflict do nothing',
        [stat.fieldName, JSON.stringify(stat.fieldValues)],
      );
  }
}

import type { MarketingStat } from '@bequest/domain';

/** The published marketing figures (platform-core.md 3, 7), edited by staff. */
export interface MarketingStatsStore {
  list(fieldNames: readonly string[]): Promise<MarketingStat[]>;
  /** Publishes each stat, replacing the field's earlier values. */
  save(stats: readonly MarketingStat[]): Promise<void>;
}
export const MARKETING_STATS: symbol = Symbol.for('MarketingStats');

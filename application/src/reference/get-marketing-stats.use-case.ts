import type { MarketingStat } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { MARKETING_STATS, type MarketingStatsStore } from '../ports/marketing-stats.port';

/** Marketing stats for the asked field names (platform-core.md 7). */
@injectable()
export class GetMarketingStats {
  constructor(@inject(MARKETING_STATS) private readonly stats: MarketingStatsStore) {}

  execute(fieldNames: readonly string[]): Promise<MarketingStat[]> {
    return this.stats.list(fieldNames);
  }
}

import {
  MARKETING_CONTENT_FIELDS,
  marketingContentOf,
  type MarketingContent,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { MARKETING_STATS, type MarketingStatsStore } from '../ports/marketing-stats.port';

/**
 * The home page's figures and media mentions (platform-core.md 2.5) as the staff console edits
 * them (issue 24): the same stats the home page reads.
 */
@injectable()
export class ReadMarketingContent {
  constructor(@inject(MARKETING_STATS) private readonly stats: MarketingStatsStore) {}

  async execute(): Promise<MarketingContent> {
    return marketingContentOf(await this.stats.list(MARKETING_CONTENT_FIELDS));
  }
}

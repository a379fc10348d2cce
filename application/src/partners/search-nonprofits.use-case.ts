import { rankNonprofits, type FeatureFlags, type Nonprofit } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { FEATURE_FLAGS } from '../tenants/get-tenant.use-case';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../ports/nonprofit-directory.port';

export const NONPROFIT_SEARCH_LIMIT = 8;
/**
 * The suggestions with FW_EXPANDED_NONPROFIT_TYPEAHEAD_SUGGESTIONS on (ADR 0030): a common word
 * ("food", "humane society") matches hundreds of the IRS's organizations, and eight are often not
 * enough to reach a local chapter without typing its city too.
 */
export const NONPROFIT_EXPANDED_SEARCH_LIMIT = 20;

/** The most suggestions the typeahead shows, with the flags in effect. */
export const nonprofitSearchLimit = (flags: FeatureFlags): number =>
  flags.FW_EXPANDED_NONPROFIT_TYPEAHEAD_SUGGESTIONS
    ? NONPROFIT_EXPANDED_SEARCH_LIMIT
    : NONPROFIT_SEARCH_LIMIT;

/** Search nonprofits to name as beneficiaries, partner organizations first. */
@injectable()
export class SearchNonprofits {
  constructor(
    @inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory,
    @inject(FEATURE_FLAGS) private readonly flags: FeatureFlags,
  ) {}

  async execute(text: string): Promise<Nonprofit[]> {
    if (text.trim().length < 2) return [];
    const limit = nonprofitSearchLimit(this.flags);
    const found = await this.directory.search(text, limit * 4);
    return rankNonprofits(text, found, limit);
  }
}

import { rankNonprofits, type Nonprofit } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { NONPROFIT_DIRECTORY, type NonprofitDirectory } from '../ports/nonprofit-directory.port';

export const NONPROFIT_SEARCH_LIMIT = 8;

/** Search nonprofits to name as beneficiaries, partner organizations first. */
@injectable()
export class SearchNonprofits {
  constructor(@inject(NONPROFIT_DIRECTORY) private readonly directory: NonprofitDirectory) {}

  async execute(text: string): Promise<Nonprofit[]> {
    if (text.trim().length < 2) return [];
    const found = await this.directory.search(text, NONPROFIT_SEARCH_LIMIT * 4);
    return rankNonprofits(text, found, NONPROFIT_SEARCH_LIMIT);
  }
}

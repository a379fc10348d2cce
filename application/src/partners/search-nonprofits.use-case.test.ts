import { resolveFlags, type Nonprofit } from '@bequest/domain';
import type { NonprofitDirectory } from '../ports/nonprofit-directory.port';
import { SearchNonprofits } from './search-nonprofits.use-case';

const found = (name: string, isPartner: boolean): Nonprofit => ({
  id: name,
  name,
  location: null,
  isPartner,
  ein: null,
});

describe('SearchNonprofits', () => {
  const asked: string[] = [];
  const directory: NonprofitDirectory = {
    search: async (text) => {
      asked.push(text);
      return [found('Food Bank of the Rockies', false), found('Harbor Food Bank', true)];
    },
    organizationsByEin: async () => [],
  };

  it('answers partner organizations first', async () => {
    const results = await new SearchNonprofits(directory, resolveFlags()).execute('food');
    expect(results.map((result) => result.name)).toEqual([
      'Harbor Food Bank',
      'Food Bank of the Rockies',
    ]);
  });

  it('does not search for fewer than two characters', async () => {
    asked.length = 0;
    expect(await new SearchNonprofits(directory, resolveFlags()).execute(' f ')).toEqual([]);
    expect(asked).toEqual([]);
  });
});

import { useQuery } from '@tanstack/react-query';
import type { referenceRoutes } from '../contract/reference.routes';
import type { RouteResponse } from '../contract/route';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/** What the directory search answers. */
export type NonprofitSearchAnswer = RouteResponse<typeof referenceRoutes.searchNonprofits>;

/** Fewer typed characters than this ask nothing. */
const SHORTEST_SEARCH = 2;

/**
 * The nonprofits of the directory whose name, city or EIN match `text` (trimmed); nothing is
 * asked for under two characters. A search is kept for a minute: typing back and forth asks
 * once. Narrow the answer with `select`, so every search shares one cache of what the API said.
 */
export const useNonprofits = <Selected = NonprofitSearchAnswer>(
  text: string,
  select?: (nonprofits: NonprofitSearchAnswer) => Selected,
) => {
  const bequest = useBequest();
  const typed = text.trim();
  return useQuery({
    queryKey: bequestKeys.nonprofits(typed),
    queryFn: () => unwrap(bequest.searchNonprofits({ query: { text: typed } })),
    select,
    enabled: typed.length >= SHORTEST_SEARCH,
    staleTime: 60_000,
  });
};

import { MARKETING_STAT_FIELD_NAMES, pickMarketingStats } from '@bequest/sdk';
import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from '../../sdk-client/bequest';

type Figures = ReturnType<typeof pickMarketingStats>;

/** The marketing statistics, fetched once and again after a failure (platform-core.md 4.17). */
export const useMarketingFigures = (): Figures => {
  const bequest = useBequest();
  const stats = useQuery({
    queryKey: ['marketing-stats'],
    queryFn: () =>
      unwrap(
        bequest.getMarketingStats({ query: { fieldNames: MARKETING_STAT_FIELD_NAMES.join(',') } }),
      ),
    staleTime: Infinity,
  });
  return pickMarketingStats(stats.data);
};

/** The statistics section of the home and partner pages. */
export const MarketingStats = ({ figures }: { readonly figures: Figures }) => (
  <section aria-labelledby="stats-title">
    <h2 id="stats-title">Families and nonprofits, together</h2>
    <dl className="stats">
      <div>
        <dt>Wills created</dt>
        <dd>{figures.willsCreated}</dd>
      </div>
      <div>
        <dt>Committed to nonprofits</dt>
        <dd>{figures.amountRaised}</dd>
      </div>
      <div>
        <dt>Nonprofit partners</dt>
        <dd>{figures.partnerCount}</dd>
      </div>
    </dl>
  </section>
);

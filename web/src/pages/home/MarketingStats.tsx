import { MARKETING_CONTENT_FIELDS, pickMarketingStats } from '@bequest/sdk/app';
import { useQuery } from '@tanstack/react-query';
import { bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';

type Figures = ReturnType<typeof pickMarketingStats>;

/** The figures and the media mentions, in one request. */
const FIELD_NAMES = MARKETING_CONTENT_FIELDS.join(',');

/**
 * The published marketing stats, fetched once and again after a failure (platform-core.md
 * 4.17): the figures and the media mentions the home page shows.
 */
export const useMarketingStats = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.marketingStats(),
    queryFn: () => unwrap(bequest.getMarketingStats({ query: { fieldNames: FIELD_NAMES } })),
    staleTime: Infinity,
  }).data;
};

export const useMarketingFigures = (): Figures => pickMarketingStats(useMarketingStats());

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

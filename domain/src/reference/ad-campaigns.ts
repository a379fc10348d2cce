import type { TrafficRecord } from './traffic-record';

/**
 * An ad campaign's landing page, /ad/{slug} (platform-core.md 2.2; ADR 0011). A slug is lower-case
 * letters, digits and hyphens, at most 100 of them; any other shape is an unknown page, so what
 * the address bar carries never reaches the page or the visit's record unchecked.
 */
const AD_CAMPAIGN_SLUG = /^[a-z0-9-]{1,100}$/;

export const isAdCampaignSlug = (slug: string | null | undefined): slug is string =>
  AD_CAMPAIGN_SLUG.test(slug ?? '');

/** The query parameter that carries a session token: never recorded (platform-core.md 7). */
const TOKEN_PARAMETER = 'token';

/**
 * The visit to an ad campaign's page, recorded for attribution like any traffic
 * (platform-core.md 3, 7): source WEB, the path (lower-cased), the page's query parameters
 * (utm_source and the like) less any token, and the campaign's slug as `adCampaign`, which no
 * query parameter can overwrite.
 */
export const adCampaignVisit = (
  slug: string,
  query: Iterable<readonly [string, string]>,
): TrafficRecord => {
  const trackingData: Record<string, string> = {};
  for (const [name, value] of query) if (name !== TOKEN_PARAMETER) trackingData[name] = value;
  return {
    source: 'WEB',
    trackingData: { ...trackingData, path: `/ad/${slug}`.toLowerCase(), adCampaign: slug },
  };
};

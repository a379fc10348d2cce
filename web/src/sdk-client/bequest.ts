import { createDeferredBequestClient, type ConsumerClient } from '@bequest/sdk/app';
import { trackingHeaders } from '../analytics/tracking';

/**
 * The SDK client of this origin: the API sits beside the app, so the token cookie goes along.
 * Its contract (every route's zod schemas, and zod) is a chunk of its own, out of the first
 * load: the first call sends at once and reads its answer when that chunk has come (issue 21).
 * Every call carries the web version, Accept-Language and the tracking data (platform-core.md 7).
 */
export const browserClient = (): ConsumerClient =>
  createDeferredBequestClient(
    { baseUrl: window.location.origin, credentials: 'same-origin', headers: trackingHeaders },
    async () => (await import('./contract-client')).readRouteAnswer,
  );

import type { PageRoute } from '@bequest/sdk/app';
import { useMatches } from 'react-router-dom';

/** What a route tells the shell about its page, beyond its path. */
export type RouteHandle = Partial<PageRoute>;

/** A partner's landing page (platform-core.md 2.4): no site header (2.13). */
export const PARTNER_PAGE: RouteHandle = { isPartnerPage: true };

/** The matched routes' word on the page: a partner page if any of them says so. */
export const usePageRoute = (): PageRoute => ({
  isPartnerPage: useMatches().some(
    ({ handle }) => (handle as RouteHandle | undefined)?.isPartnerPage === true,
  ),
});

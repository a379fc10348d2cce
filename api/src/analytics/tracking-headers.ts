import type { AnalyticsContext, BrowserPrivacy } from '@bequest/application';
import {
  ANALYTICS_OPT_OUT_VALUE,
  AB_TEST_VARIANT_B,
  COOKIE_NAMES,
  ExtraTrackingDataSchema,
  privacyHeaderOn,
} from '@bequest/domain';
import type { Request } from 'express';

/** The web app's version, sent on every call (platform-core.md 7 "a web-version header"). */
export const WEB_VERSION_HEADER = 'x-web-version';
/** The page's tracking data as JSON (platform-core.md 7 "Extra-Tracking-Data"). */
export const EXTRA_TRACKING_DATA_HEADER = 'extra-tracking-data';

const headerOf = (request: Request, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The first language tag of Accept-Language, when it is one (`en-US`). */
const localeOf = (header: string | undefined): string | undefined => {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(first) ? first : undefined;
};

/** The Extra-Tracking-Data header's JSON, when it parses; tracking never refuses a call. */
const extraTrackingDataOf = (header: string | undefined) => {
  if (!header || header.length > 4000) return {};
  try {
    const parsed = ExtraTrackingDataSchema.safeParse(JSON.parse(header));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
};

/**
 * What a call's headers say of where it came from (platform-core.md 7): the web version,
 * the locale and the Extra-Tracking-Data, with the browser's ab-test-group; the use case drops
 * what could name a person.
 */
export const analyticsContextOf = (request: Request): AnalyticsContext => {
  const webVersion = headerOf(request, WEB_VERSION_HEADER)?.trim();
  const locale = localeOf(headerOf(request, 'accept-language'));
  const abTestGroup: unknown = request.cookies?.[COOKIE_NAMES.abTestGroup];
  return {
    ...(webVersion && /^[\w.+-]{1,40}$/.test(webVersion) && { webVersion }),
    ...(locale && { locale }),
    ...((abTestGroup === 'a' || abTestGroup === AB_TEST_VARIANT_B) && { abTestGroup }),
    ...extraTrackingDataOf(headerOf(request, EXTRA_TRACKING_DATA_HEADER)),
  };
};

/** Whether the do-not-sell page's cookie is set in this browser. */
export const browserOptedOut = (request: Request): boolean =>
  request.cookies?.[COOKIE_NAMES.analyticsOptOut] === ANALYTICS_OPT_OUT_VALUE;

/** Whether the browser sends Do Not Track or Global Privacy Control. */
export const browserSignal = (request: Request): boolean =>
  privacyHeaderOn(request.headers.dnt) || privacyHeaderOn(request.headers['sec-gpc']);

/** The browser's privacy signals: `DNT: 1`, `Sec-GPC: 1` and the do-not-sell cookie (ADR 0028). */
export const browserPrivacyOf = (request: Request): BrowserPrivacy => ({
  doNotTrack: privacyHeaderOn(request.headers.dnt),
  globalPrivacyControl: privacyHeaderOn(request.headers['sec-gpc']),
  optedOut: browserOptedOut(request),
});

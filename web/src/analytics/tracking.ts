import { AB_TEST_VARIANT_B, ANALYTICS_OPT_OUT_VALUE, COOKIE_NAMES } from '@bequest/sdk/app';
import { readCookie, writeCookie } from '../browser/cookies';

declare const __WEB_VERSION__: string | undefined;

/** This build of the web app, sent on every call as X-Web-Version (platform-core.md 7). */
export const WEB_VERSION = typeof __WEB_VERSION__ === 'string' ? __WEB_VERSION__ : 'development';

/** The locale the app is shown in, sent as Accept-Language (platform-core.md 7, 9). */
export const APP_LOCALE = 'en-US';

/** Query parameters that never leave in tracking data: the session's and sign-in codes. */
const SECRET_PARAMETERS = /^(token|code|state|key|giftKey)$/i;

/** Whether the browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export const browserRefusesTracking = (): boolean => {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
};

/** Whether this browser chose "do not count my activity" on the do-not-sell page. */
export const browserOptedOut = (): boolean =>
  readCookie(COOKIE_NAMES.analyticsOptOut) === ANALYTICS_OPT_OUT_VALUE;

/** Whether anything may be counted from this browser (ADR 0028). */
export const trackingAllowed = (): boolean => !browserRefusesTracking() && !browserOptedOut();

/**
 * The page's tracking data (platform-core.md 7 Extra-Tracking-Data): the time zone, the screen,
 * the path lowercased, the hash and the query without its secrets, with `extra` merged in.
 */
export const trackingDataOf = (
  location: Pick<Location, 'pathname' | 'hash' | 'search'>,
  extra: Readonly<Record<string, string>> = {},
) => ({
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  deviceWidth: window.screen.width,
  deviceHeight: window.screen.height,
  path: location.pathname.toLowerCase(),
  hash: location.hash,
  query: {
    ...Object.fromEntries(
      [...new URLSearchParams(location.search)].filter(([name]) => !SECRET_PARAMETERS.test(name)),
    ),
    ...extra,
  },
});

/**
 * Keeps the tracking data of the page a visit came in by, for a day (platform-core.md 7, 9
 * extra_tracking_data): set when there is none yet or when the address carries a query (a
 * campaign's link); never while the browser refuses tracking.
 */
export const rememberTrackingData = (location: Pick<Location, 'pathname' | 'hash' | 'search'>) => {
  if (!trackingAllowed()) return;
  if (readCookie(COOKIE_NAMES.extraTrackingData) !== null && location.search === '') return;
  writeCookie(COOKIE_NAMES.extraTrackingData, JSON.stringify(trackingDataOf(location)));
};

/**
 * The headers every SDK call of the web app sends (platform-core.md 7): the web version,
 * Accept-Language and, when kept and allowed, Extra-Tracking-Data.
 */
export const trackingHeaders = (): Record<string, string> => {
  const kept = trackingAllowed() ? readCookie(COOKIE_NAMES.extraTrackingData) : null;
  // A header carries Latin-1 only: other characters go as JSON's \u escapes, still the same JSON.
  const tracking = kept?.replace(
    /[^\x20-\x7e]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return {
    'x-web-version': WEB_VERSION,
    'accept-language': APP_LOCALE,
    ...(tracking && { 'extra-tracking-data': tracking }),
  };
};

/**
 * The home page's A/B group (platform-core.md 2.3, 9 ab-test-group, variant "b"): drawn once per
 * browser, half and half, and kept a month; the API puts it on the browser's events.
 */
export const ensureAbTestGroup = (random: () => number = Math.random): string => {
  const kept = readCookie(COOKIE_NAMES.abTestGroup);
  if (kept === 'a' || kept === AB_TEST_VARIANT_B) return kept;
  const group = random() < 0.5 ? 'a' : AB_TEST_VARIANT_B;
  writeCookie(COOKIE_NAMES.abTestGroup, group);
  return group;
};

/** Whether a session may exist: the signed-in hint beside the token cookie (issue 21). */
export const mayBeSignedIn = (): boolean => readCookie(COOKIE_NAMES.signedIn) !== null;

const ANONYMOUS_ID_KEY = 'analytics_anonymous_id';

/** The random id this browser is counted by while nobody is signed in (ADR 0028). */
export const anonymousId = (): string => {
  const kept = window.localStorage.getItem(ANONYMOUS_ID_KEY);
  if (kept && /^[A-Za-z0-9-]{8,64}$/.test(kept)) return kept;
  const made = crypto.randomUUID();
  window.localStorage.setItem(ANONYMOUS_ID_KEY, made);
  return made;
};

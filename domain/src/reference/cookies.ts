/** Cookie lifetimes in milliseconds (platform-core.md 9 "Cookie expiries"). */
export const COOKIE_EXPIRY_MS = {
  day: 86_400_000,
  week: 604_800_000,
  month: 2_419_200_000, // 28 days
} as const;

/** The "never" expiry: the last second of year 9999 (platform-core.md 9). */
export const NEVER_EXPIRES_AT_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

/** Cookie names (platform-core.md 9; {brand} is the product brand, giving-and-beneficiaries.md 9). */
export const COOKIE_NAMES = {
  token: 'token',
  partnerOrgId: 'partner_org_id',
  partnerPathQcd: 'partner_path_qcd',
  extraTrackingData: 'extra_tracking_data',
  estatePlanReferrer: 'estate_plan_referrer',
  tenantOverride: 'tenant_override',
  partnerData: 'bequest_partner_data',
  abTestGroup: 'ab-test-group',
  preferredCountry: 'preferred_country',
  geolocatedCountry: 'geolocated_country',
  attorneyConsultNoteDismissed: 'attorney_consult_note_dismissed',
  /** A browser that signed in with a password before keeps its own sign-in budget (issue 20). */
  knownDevice: 'known_device',
  /**
   * Readable by the page, unlike the token: that a session may exist, so a signed-out visit asks
   * for no current user and logs no 401 (issue 21). It holds nothing but "1".
   */
  signedIn: 'signed_in',
  /** The do-not-sell page's choice for this browser: no analytics event is recorded (ADR 0028). */
  analyticsOptOut: 'analytics_opt_out',
} as const;
export type CookieKey = keyof typeof COOKIE_NAMES;
export type CookieName = (typeof COOKIE_NAMES)[CookieKey];

/** How long a cookie lives: until the browser closes, a fixed time, or "never". */
export type CookieLifetime =
  | { readonly kind: 'session' }
  | { readonly kind: 'fixed'; readonly ms: number }
  | { readonly kind: 'never' };

/** A year: how long a browser stays known to the accounts that signed in on it (issue 20). */
export const KNOWN_DEVICE_COOKIE_MS = 365 * COOKIE_EXPIRY_MS.day;

const session: CookieLifetime = { kind: 'session' };
const never: CookieLifetime = { kind: 'never' };
const fixed = (ms: number): CookieLifetime => ({ kind: 'fixed', ms });

/**
 * Each cookie's lifetime. Stated by the specification: partner_org_id a month, the partner
 * page tracking cookie ({brand}_partner_data) a week, extra_tracking_data a day, preferred_country
 * never (platform-core.md 2.4, 7, 9). The others are not stated and chosen here: the session
 * token lives as long as the browser session (the API may set a Max-Age from the token's own
 * expiry), attribution cookies a month like partner_org_id, the geolocation a day, the A/B group
 * a month, a dismissed note never returns, tenant_override (a developer tool) lasts a session,
 * known_device a year, signed_in as long as the token beside it, and the analytics opt-out never
 * expires (a choice not to be tracked must not lapse).
 */
export const COOKIE_LIFETIMES = {
  token: session,
  partner_org_id: fixed(COOKIE_EXPIRY_MS.month),
  partner_path_qcd: fixed(COOKIE_EXPIRY_MS.month),
  extra_tracking_data: fixed(COOKIE_EXPIRY_MS.day),
  estate_plan_referrer: fixed(COOKIE_EXPIRY_MS.month),
  tenant_override: session,
  bequest_partner_data: fixed(COOKIE_EXPIRY_MS.week),
  'ab-test-group': fixed(COOKIE_EXPIRY_MS.month),
  preferred_country: never,
  geolocated_country: fixed(COOKIE_EXPIRY_MS.day),
  attorney_consult_note_dismissed: never,
  known_device: fixed(KNOWN_DEVICE_COOKIE_MS),
  signed_in: session,
  analytics_opt_out: never,
} as const satisfies Record<CookieName, CookieLifetime>;

/** When a cookie set at `now` expires, or null for a session cookie (platform-core.md 9). */
export const cookieExpiresAt = (name: CookieName, now: Date): Date | null => {
  const lifetime: CookieLifetime = COOKIE_LIFETIMES[name];
  switch (lifetime.kind) {
    case 'session':
      return null;
    case 'never':
      return new Date(NEVER_EXPIRES_AT_MS);
    case 'fixed':
      return new Date(now.getTime() + lifetime.ms);
  }
};

/** The A/B test group cookie's variant value (platform-core.md 9: ab-test-group, variant "b"). */
export const AB_TEST_VARIANT_B = 'b';

/** Whether the ab-test-group cookie puts the visitor in variant B (platform-core.md 2.3, 9). */
export const isAbTestVariantB = (cookieValue: string | null | undefined): boolean =>
  cookieValue === AB_TEST_VARIANT_B;

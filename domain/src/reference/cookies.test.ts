import { AbTestGroupSchema } from './ab-test-group-schema';
import { PRODUCT_BRAND } from './brand';
import {
  AB_TEST_VARIANT_B,
  COOKIE_EXPIRY_MS,
  COOKIE_LIFETIMES,
  COOKIE_NAMES,
  cookieExpiresAt,
  type CookieName,
  isAbTestVariantB,
  NEVER_EXPIRES_AT_MS,
} from './cookies';

const now = new Date('2025-03-01T12:00:00.000Z');
const DAY = 86_400_000;

describe('platform-core.md 9 cookie expiries', () => {
  it('day 86,400,000 ms; week 604,800,000 ms; month 2,419,200,000 ms (28 days); never in year 9999', () => {
    expect(COOKIE_EXPIRY_MS).toEqual({ day: 86_400_000, week: 604_800_000, month: 2_419_200_000 });
    expect(COOKIE_EXPIRY_MS.week).toBe(7 * DAY);
    expect(COOKIE_EXPIRY_MS.month).toBe(28 * DAY);
    expect(new Date(NEVER_EXPIRES_AT_MS).getUTCFullYear()).toBe(9999);
  });
});

describe('platform-core.md 9, giving-and-beneficiaries.md 9 cookie names', () => {
  it('names every cookie of the specification, {brand} being the product brand, and the known-device and signed-in cookies', () => {
    expect(Object.values(COOKIE_NAMES).sort()).toEqual(
      [
        'token',
        'partner_org_id',
        'partner_path_qcd',
        'extra_tracking_data',
        'estate_plan_referrer',
        'tenant_override',
        `${PRODUCT_BRAND.cookieKey}_partner_data`,
        'ab-test-group',
        'preferred_country',
        'geolocated_country',
        'attorney_consult_note_dismissed',
        'known_device',
        'signed_in',
        'analytics_opt_out',
      ].sort(),
    );
    expect(Object.keys(COOKIE_LIFETIMES).sort()).toEqual(Object.values(COOKIE_NAMES).sort());
  });
});

describe('platform-core.md 2.4, 7, 9 cookie lifetimes', () => {
  it.each<[CookieName, string | null]>([
    ['partner_org_id', '2025-03-29T12:00:00.000Z'], // a month (28 days)
    ['bequest_partner_data', '2025-03-08T12:00:00.000Z'], // the partner page tracking cookie: a week
    ['extra_tracking_data', '2025-03-02T12:00:00.000Z'], // a day
    ['preferred_country', '9999-12-31T23:59:59.000Z'], // never
    ['attorney_consult_note_dismissed', '9999-12-31T23:59:59.000Z'],
    ['token', null],
    ['tenant_override', null],
    ['known_device', '2026-03-01T12:00:00.000Z'], // a year (issue 20)
  ])('%s set now expires at %j', (name, expected) => {
    expect(cookieExpiresAt(name, now)?.toISOString() ?? null).toBe(expected);
  });
});

describe('platform-core.md 9 ab-test-group cookie (variant "b")', () => {
  it.each([
    ['b', true],
    ['a', false],
    ['B', false],
    [null, false],
    [undefined, false],
  ])('%j is variant B: %j', (value, expected) => {
    expect(isAbTestVariantB(value)).toBe(expected);
  });

  it('accepts the two groups', () => {
    expect(AB_TEST_VARIANT_B).toBe('b');
    expect(AbTestGroupSchema.safeParse('b').success).toBe(true);
    expect(AbTestGroupSchema.safeParse('c').success).toBe(false);
  });
});

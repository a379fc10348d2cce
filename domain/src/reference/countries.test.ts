import {
  COUNTRIES,
  COUNTRY_CODES,
  COUNTRY_DROPDOWN_LABEL,
  COUNTRY_OPTIONS,
  DEFAULT_COUNTRY,
  isCountryCode,
  showsCountryDropdown,
} from './countries';
import { CountryCodeSchema } from './country-code-schema';
import { DEFAULT_LOCALE, LOCALES, localeForCountry, LocaleSchema } from './locales';

describe('platform-core.md 2.15, 9 countries and the country dropdown', () => {
  it('offers "Change countries…" with United States then Canada', () => {
    expect(COUNTRY_DROPDOWN_LABEL).toBe('Change countries…');
    expect(COUNTRY_OPTIONS).toEqual([
      { value: 'US', label: 'United States' },
      { value: 'CA', label: 'Canada' },
    ]);
    expect(COUNTRIES).toEqual({ US: 'United States', CA: 'Canada' });
    expect(DEFAULT_COUNTRY).toBe('US');
  });

  it.each([
    ['US', true],
    ['CA', true],
    ['us', false],
    ['MX', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isCountryCode(%j) is %j', (code, expected) => {
    expect(isCountryCode(code)).toBe(expected);
    if (typeof code === 'string') expect(CountryCodeSchema.safeParse(code).success).toBe(expected);
  });

  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
    [true, false, false],
  ])(
    'isAuthorized=%j canadaEnabled=%j shows the dropdown: %j',
    (isAuthorized, canadaEnabled, expected) => {
      expect(showsCountryDropdown({ isAuthorized, canadaEnabled })).toBe(expected);
    },
  );
});

describe('platform-core.md 1, 9 locales', () => {
  it('has en-US (default) and en-CA', () => {
    expect(LOCALES).toEqual(['en-US', 'en-CA']);
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(LocaleSchema.safeParse('fr-CA').success).toBe(false);
  });

  it.each(COUNTRY_CODES.map((code) => [code, code === 'CA' ? 'en-CA' : 'en-US']))(
    'the locale of %s is %s',
    (country, locale) => {
      expect(localeForCountry(country as 'US' | 'CA')).toBe(locale);
    },
  );
});

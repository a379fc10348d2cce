import { effectiveCountry } from './effective-country';

describe('platform-core.md 9 effective country (preferred, else geolocated, else US; Canada feature only)', () => {
  it.each([
    // preferred, geolocated, canadaEnabled, expected
    ['CA', 'US', true, 'CA'],
    ['US', 'CA', true, 'US'],
    [null, 'CA', true, 'CA'],
    [undefined, 'US', true, 'US'],
    [null, null, true, 'US'],
    ['FR', 'CA', true, 'CA'],
    ['ca', null, true, 'CA'],
    [' CA ', null, true, 'CA'],
    ['', 'MX', true, 'US'],
    ['CA', 'CA', false, 'US'],
    [null, 'CA', false, 'US'],
  ] as const)(
    'preferred %j, geolocated %j, Canada on %j → %s',
    (preferredCountry, geolocatedCountry, canada, expected) => {
      expect(effectiveCountry({ preferredCountry, geolocatedCountry }, canada)).toBe(expected);
    },
  );

  it('is US when no preference is known at all', () => {
    expect(effectiveCountry({}, true)).toBe('US');
  });
});

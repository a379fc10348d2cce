import { type CountryCode, DEFAULT_COUNTRY, isCountryCode } from './countries';

/** The two country preferences kept in cookies (platform-core.md 3 "Country preference"). */
export interface CountryPreference {
  readonly preferredCountry?: string | null;
  readonly geolocatedCountry?: string | null;
}

const asCountry = (value: string | null | undefined): CountryCode | null => {
  const code = value?.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
};

/**
 * Effective country = preferred, else geolocated, else US, only when the Canada feature is on;
 * otherwise US (platform-core.md 9). A value that is not US or CA counts as absent.
 */
export const effectiveCountry = (
  preference: CountryPreference,
  canadaEnabled: boolean,
): CountryCode => {
  if (!canadaEnabled) return DEFAULT_COUNTRY;
  return (
    asCountry(preference.preferredCountry) ??
    asCountry(preference.geolocatedCountry) ??
    DEFAULT_COUNTRY
  );
};

/** Countries of the product and their names in the country dropdown (platform-core.md 2.15, 9). */
export const COUNTRIES = {
  US: 'United States',
  CA: 'Canada',
} as const;
export const COUNTRY_CODES = ['US', 'CA'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The country used when none is known (platform-core.md 1, 5: "Country defaults to US"). */
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** Label of the site-wide country dropdown (platform-core.md 2.15). */
export const COUNTRY_DROPDOWN_LABEL = 'Change countries…';

export interface ReferenceOption<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/** Options of the country dropdown, United States first (platform-core.md 2.15). */
export const COUNTRY_OPTIONS: readonly ReferenceOption<CountryCode>[] = COUNTRY_CODES.map(
  (code) => ({
    value: code,
    label: COUNTRIES[code],
  }),
);

/** True for US and CA (platform-core.md 9). */
export const isCountryCode = (code: string | null | undefined): code is CountryCode =>
  code === 'US' || code === 'CA';

/**
 * The country dropdown shows for users who are not authorized (platform-core.md 2.15).
 * It is hidden while the Canada variant is off, since United States would be its only choice.
 */
export const showsCountryDropdown = (input: {
  readonly isAuthorized: boolean;
  readonly canadaEnabled: boolean;
}): boolean => input.canadaEnabled && !input.isAuthorized;

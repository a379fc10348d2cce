import { COUNTRY_DROPDOWN_LABEL, COUNTRY_OPTIONS, type CountryCode } from '@bequest/sdk/app';
import { useId } from 'react';
import { choosePreferredCountry, useCountryPreference } from '../browser/country-preference';

/**
 * The country dropdown (platform-core.md 2.15): for visitors who are not signed in, where the
 * Canada feature is on (so it reads the country with that feature on); the choice is kept in the
 * preferred-country cookie, and every reader of the country follows it.
 */
export const CountrySelect = () => {
  const id = useId();
  const country = useCountryPreference(true);
  return (
    <div className="country-select">
      <label htmlFor={id}>{COUNTRY_DROPDOWN_LABEL}</label>
      <select
        id={id}
        value={country}
        onChange={(event) => choosePreferredCountry(event.target.value as CountryCode)}
      >
        {COUNTRY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

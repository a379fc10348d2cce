import {
  COOKIE_NAMES,
  COUNTRY_DROPDOWN_LABEL,
  COUNTRY_OPTIONS,
  effectiveCountry,
} from '@bequest/sdk';
import { useId, useState } from 'react';
import { readCookie, writeCookie } from '../browser/cookies';

/**
 * The country dropdown (platform-core.md 2.15): for visitors who are not signed in, where the
 * Canada feature is on; the choice is kept in the preferred-country cookie.
 */
export const CountrySelect = () => {
  const id = useId();
  const [country, setCountry] = useState(() =>
    effectiveCountry(
      {
        preferredCountry: readCookie(COOKIE_NAMES.preferredCountry),
        geolocatedCountry: readCookie(COOKIE_NAMES.geolocatedCountry),
      },
      true,
    ),
  );
  return (
    <div className="country-select">
      <label htmlFor={id}>{COUNTRY_DROPDOWN_LABEL}</label>
      <select
        id={id}
        value={country}
        onChange={(event) => {
          const chosen = event.target.value as typeof country;
          writeCookie(COOKIE_NAMES.preferredCountry, chosen);
          setCountry(chosen);
        }}
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

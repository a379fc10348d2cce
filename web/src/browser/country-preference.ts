import { COOKIE_NAMES, effectiveCountry, type CountryCode } from '@bequest/sdk/app';
import { useSyncExternalStore } from 'react';
import { useFeatureFlags } from '../tenant/use-tenant';
import { readCookie, writeCookie } from './cookies';

// Cookies announce no changes, so the choice made here tells every reader itself.
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The visitor's country from the preferred- and geolocated-country cookies, with the Canada
 * feature as given (platform-core.md 9 "Effective country"); it follows `choosePreferredCountry`.
 */
export const useCountryPreference = (canadaEnabled: boolean): CountryCode =>
  useSyncExternalStore(
    subscribe,
    () =>
      effectiveCountry(
        {
          preferredCountry: readCookie(COOKIE_NAMES.preferredCountry),
          geolocatedCountry: readCookie(COOKIE_NAMES.geolocatedCountry),
        },
        canadaEnabled,
      ),
    // A prerendered page: as for a browser without either cookie (ADR 0017).
    () => effectiveCountry({ preferredCountry: null, geolocatedCountry: null }, canadaEnabled),
  );

/** The visitor's effective country, with the Canada feature as the server has it. */
export const useEffectiveCountry = (): CountryCode =>
  useCountryPreference(useFeatureFlags().FW_CANADA);

/** Remembers the visitor's choice of country (platform-core.md 2.15) and tells its readers. */
export const choosePreferredCountry = (code: CountryCode) => {
  writeCookie(COOKIE_NAMES.preferredCountry, code);
  for (const listener of listeners) listener();
};

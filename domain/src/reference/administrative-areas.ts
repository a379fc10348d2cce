import {
  CANADIAN_PROVINCE_CODES,
  CANADIAN_PROVINCES,
  type CanadianProvinceCode,
  isCanadianProvinceCode,
} from './canadian-provinces';
import type { CountryCode, ReferenceOption } from './countries';
import { isUsStateCode, US_STATE_CODES, US_STATES, type UsStateCode } from './us-states';

/**
 * State dropdown options: the 50 states plus DC as "XX - Name"; territories and armed-forces
 * codes are not listed (platform-core.md 9).
 */
export const STATE_OPTIONS: readonly ReferenceOption<UsStateCode>[] = US_STATE_CODES.map(
  (code) => ({
    value: code,
    label: `${code} - ${US_STATES[code]}`,
  }),
);

/** Province dropdown options, written like the state options (platform-core.md 9). */
export const PROVINCE_OPTIONS: readonly ReferenceOption<CanadianProvinceCode>[] =
  CANADIAN_PROVINCE_CODES.map((code) => ({
    value: code,
    label: `${code} - ${CANADIAN_PROVINCES[code]}`,
  }));

/** The administrative-area dropdown of an address in the given country (platform-core.md 3, 9). */
export const administrativeAreaOptions = (
  country: CountryCode,
): readonly ReferenceOption<UsStateCode>[] | readonly ReferenceOption<CanadianProvinceCode>[] =>
  country === 'CA' ? PROVINCE_OPTIONS : STATE_OPTIONS;

export type AdministrativeAreaLabel = 'state' | 'province';

/** Label "state" or "province" by country (platform-core.md 9). */
export const administrativeAreaLabel = (country: CountryCode): AdministrativeAreaLabel =>
  country === 'CA' ? 'province' : 'state';

/** Whether a code is one of the listed states (US) or provinces (CA) of the country (platform-core.md 3, 9). */
export const isAdministrativeAreaOf = (
  country: CountryCode,
  code: string | null | undefined,
): boolean => (country === 'CA' ? isCanadianProvinceCode(code) : isUsStateCode(code));

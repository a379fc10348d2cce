import type { CountryCode } from '../reference/countries';

const US_POSTAL_CODE = /^\d{5}(-\d{4})?$/;
/** Letter-digit-letter, optional space, digit-letter-digit; never D F I O Q U; not W or Z first. */
const CA_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** Input lengths (platform-core.md 5, 9). */
export const POSTAL_CODE_MAX_LENGTH = { US: 5, CA: 7 } as const satisfies Record<
  CountryCode,
  number
>;

export const ZIP_CODE_MESSAGE = 'Please enter your zip code';

export const isValidPostalCode = (code: string, country: CountryCode = 'US'): boolean =>
  (country === 'CA' ? CA_POSTAL_CODE : US_POSTAL_CODE).test(code.trim());

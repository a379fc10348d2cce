import type { CountryCode } from '../reference/countries';
import { isAdministrativeAreaOf } from '../reference/administrative-areas';
import { isValidPostalCode, ZIP_CODE_MESSAGE } from './postal-code';

export const ADDRESS_MESSAGES = {
  address1: 'Please enter your address',
  city: 'Please enter your city',
  administrativeArea: 'Please enter your state',
  postalCode: ZIP_CODE_MESSAGE,
} as const;
export type AddressField = keyof typeof ADDRESS_MESSAGES;

export interface AddressDraft {
  readonly address1?: string | null;
  readonly address2?: string | null;
  readonly city?: string | null;
  readonly administrativeArea?: string | null;
  readonly postalCode?: string | null;
  readonly county?: string | null;
  readonly country?: CountryCode | null;
}

/** Street and city non-blank, a state of the country from the list, a postal code of the country. */
export const validateAddress = (address: AddressDraft): Partial<Record<AddressField, string>> => {
  const country = address.country ?? 'US';
  return {
    ...(address.address1?.trim() ? {} : { address1: ADDRESS_MESSAGES.address1 }),
    ...(address.city?.trim() ? {} : { city: ADDRESS_MESSAGES.city }),
    ...(isAdministrativeAreaOf(country, address.administrativeArea)
      ? {}
      : { administrativeArea: ADDRESS_MESSAGES.administrativeArea }),
    ...(isValidPostalCode(address.postalCode ?? '', country)
      ? {}
      : { postalCode: ADDRESS_MESSAGES.postalCode }),
  };
};

/** The summary shows the address only when a part other than the country is filled (2.11). */
export const hasAddressToShow = (address: AddressDraft): boolean =>
  [
    address.address1,
    address.address2,
    address.city,
    address.administrativeArea,
    address.postalCode,
  ].some((part) => Boolean(part?.trim()));

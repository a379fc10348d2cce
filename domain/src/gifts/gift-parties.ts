import { z } from 'zod';
import type { ExemptOrganization } from '../nonprofit-directory/exempt-organization';
import { EMAIL_MESSAGE, isValidEmail } from '../validation/email';
import { ADDRESS_MESSAGES } from '../validation/address-rules';
import { isValidPostalCode } from '../validation/postal-code';
import { isUsStateCode, type UsStateCode } from '../reference/us-states';

export const DONOR_MESSAGES = {
  fullName: 'Please enter your full name',
} as const;

/** A donor's US address, as a gift's letters print it. */
export const DonorAddressSchema = z.object({
  line1: z.string().trim().min(1, ADDRESS_MESSAGES.address1).max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, ADDRESS_MESSAGES.city).max(100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (state): state is UsStateCode => isUsStateCode(state),
      ADDRESS_MESSAGES.administrativeArea,
    ),
  postalCode: z
    .string()
    .trim()
    .refine((code) => isValidPostalCode(code, 'US'), ADDRESS_MESSAGES.postalCode),
});
export type DonorAddress = z.output<typeof DonorAddressSchema>;

/**
 * Who gives (issue 23): a signed-in donor's name, e-mail and address are read from the profile;
 * a guest types them on the personal step, with no password.
 */
export const GiftDonorSchema = z.object({
  fullName: z.string().trim().min(2, DONOR_MESSAGES.fullName).max(200),
  email: z.string().trim().toLowerCase().refine(isValidEmail, EMAIL_MESSAGE),
  address: DonorAddressSchema,
});
export type GiftDonor = z.output<typeof GiftDonorSchema>;

/** The charity a gift is made payable to, as the IRS master file names it when the gift is made. */
export type GiftRecipient = Pick<ExemptOrganization, 'ein' | 'legalName' | 'address'>;

/** "123 Main St, Apt 4, Springfield, IL 62701". */
export const donorAddressLine = (address: DonorAddress): string =>
  [address.line1, address.line2, address.city, `${address.state} ${address.postalCode}`]
    .filter((part) => part.length > 0)
    .join(', ');

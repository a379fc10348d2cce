import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../reference/countries';
import { CountryCodeSchema } from '../reference/country-code-schema';

/** Where printed documents are mailed (platform-core.md 3, 4.13). */
export const MailingAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullish().default(null),
  city: z.string(),
  administrativeArea: z.string(),
  postalCode: z.string(),
  country: CountryCodeSchema.default(DEFAULT_COUNTRY),
});
export type MailingAddress = z.output<typeof MailingAddressSchema>;

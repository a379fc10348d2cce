import { z } from 'zod';
import { CountryCodeSchema } from '../reference/country-code-schema';
import { TERMS_REQUIRED_MESSAGE } from '../sessions/terms';
import { isValidFullName, isValidMiddleName, NAME_MESSAGES } from './name-rules';

/** Create new profile (platform-core.md 2.12): a full legal name, a preferred name, the terms. */
export const CreateProfileFormSchema = z.object({
  fullName: z.string().trim().refine(isValidFullName, NAME_MESSAGES.last),
  preferredName: z
    .string()
    .trim()
    .refine((name) => name === '' || isValidMiddleName(name), NAME_MESSAGES.preferred),
  termsAccepted: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED_MESSAGE),
  /** Asked only where the Canada feature is on (platform-core.md 2.12). */
  country: CountryCodeSchema.optional(),
});
export type CreateProfileForm = z.input<typeof CreateProfileFormSchema>;

import { z } from 'zod';
import { ProfileInputSchema } from '../profiles/profile';

const timestamp = z.string().nullish().default(null);

/** When the person asked for, or declined, an attorney consultation (documents.md 3.6). */
export const AttorneyConsultMetadataSchema = z.object({
  attorneyConsultRequestedAt: timestamp,
  attorneyConsultNotInterestedSubmittedAt: timestamp,
});

/** The advisor variant's financial firm ({brand}FinancialFirm); its fields are not specified. */
export const FinancialFirmSchema = z.record(z.string(), z.unknown());

/** The signed-in person and their profiles (platform-core.md 3, documents.md 3.6). */
export const CurrentUserSchema = z.object({
  email: z.string().nullish().default(null),
  profiles: z.array(ProfileInputSchema).default([]),
  activeProfile: ProfileInputSchema.nullish().default(null),
  selectedActiveProfileId: z.string().nullish().default(null),
  accountOwnerId: z.string().nullish().default(null),
  isRegistered: z.boolean().default(false),
  isVerified: z.boolean().default(false),
  isEmailConfirmed: z.boolean().default(false),
  hasAuthToken: z.boolean().default(false),
  signInCount: z.number().int().nonnegative().default(0),
  financialFirm: FinancialFirmSchema.nullish().default(null),
  eligibleStateForAttorneyConsult: z.string().nullish().default(null),
  hasRequestedAttorneyConsult: z.boolean().default(false),
  attorneyConsultMetadata: AttorneyConsultMetadataSchema.default({
    attorneyConsultRequestedAt: null,
    attorneyConsultNotInterestedSubmittedAt: null,
  }),
});
export type CurrentUser = z.output<typeof CurrentUserSchema>;

/** Reads `{brand}FinancialFirm`, whatever the brand, as financialFirm. */
export const CurrentUserInputSchema = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null || 'financialFirm' in raw) return raw;
  const firm = Object.entries(raw).find(([key]) => key.endsWith('FinancialFirm'));
  return firm ? { ...raw, financialFirm: firm[1] } : raw;
}, CurrentUserSchema);

import { z } from 'zod';
import { ProfileInputSchema } from '../profiles/profile';

/**
 * A household: the account owner and, when there is one, the second member; the owner's
 * e-mail is used on both profiles (platform-core.md 3).
 */
export const HouseholdSchema = z
  .object({
    accountOwner: ProfileInputSchema,
    secondHouseholdMember: ProfileInputSchema.nullish().default(null),
    isJointTrustPlanSelected: z.boolean().default(false),
  })
  .transform((household) => ({
    ...household,
    secondHouseholdMember: household.secondHouseholdMember && {
      ...household.secondHouseholdMember,
      email: household.accountOwner.email,
    },
  }));
export type Household = z.output<typeof HouseholdSchema>;

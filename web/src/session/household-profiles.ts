import type { CurrentUserView } from '@bequest/sdk';

/** The account owner's profile and the second member's, when the household has one. */
export const householdProfiles = (user: Pick<CurrentUserView, 'profiles' | 'accountOwnerId'>) => ({
  owner: user.profiles.find((profile) => profile.randId === user.accountOwnerId),
  partner: user.profiles.find((profile) => profile.randId !== user.accountOwnerId),
});

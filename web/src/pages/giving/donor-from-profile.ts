import { fullNameToString, type CurrentUserView } from '@bequest/sdk/app';

/** A donor's answers as typed, before the checks read them. */
export interface TypedDonor {
  fullName: string;
  email: string;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string };
}

/** A signed-in donor as the profile has them, for a gift's letters; blank for a guest. */
export const donorFromProfile = (user: CurrentUserView | null): TypedDonor => {
  const profile = user?.activeProfile;
  return {
    fullName: profile ? fullNameToString(profile.fullName) : '',
    email: user?.email ?? '',
    address: {
      line1: profile?.address1 ?? '',
      line2: profile?.address2 ?? '',
      city: profile?.city ?? '',
      state: profile?.administrativeArea ?? '',
      postalCode: profile?.postalCode ?? '',
    },
  };
};

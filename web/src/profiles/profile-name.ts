import type { ProfileView } from '@bequest/sdk/app';

/** A profile's full legal name as one line. */
export const fullNameOf = (profile: Pick<ProfileView, 'fullName'>) =>
  [profile.fullName.first, profile.fullName.middle, profile.fullName.last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

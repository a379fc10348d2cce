import type { ProfileView } from '@bequest/sdk';

/** How a profile is called: the preferred name, else the first (platform-core.md 2.13). */
export const displayNameOf = (profile: Pick<ProfileView, 'preferredName' | 'fullName'>) =>
  profile.preferredName || profile.fullName.first;

/** A profile's full legal name as one line. */
export const fullNameOf = (profile: Pick<ProfileView, 'fullName'>) =>
  [profile.fullName.first, profile.fullName.middle, profile.fullName.last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

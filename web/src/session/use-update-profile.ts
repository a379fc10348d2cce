import type { ProfileView, RouteBody } from '@bequest/sdk/app';
import { profileRoutes } from '@bequest/sdk/contract';
import { useCallback } from 'react';
import { useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';
import { useCurrentUser } from './use-current-user';

type ProfileChanges = Omit<RouteBody<typeof profileRoutes.updateProfile>, 'version'>;

/**
 * Saves fields of `target` (another profile of the account), else of the active profile, against
 * the version last read; the outcome is the failure's message, or null.
 */
export const useUpdateProfile = (target?: ProfileView) => {
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const active = useCurrentUser().data?.activeProfile;
  const profile = target ?? active;
  return useCallback(
    async (changes: ProfileChanges): Promise<string | null> => {
      if (!profile) return 'Please log in to continue.';
      const updated = await bequest.updateProfile({
        params: { profileId: profile.randId },
        body: { version: profile.version, ...changes },
      });
      if (updated.isErr()) return updated.error.error.message;
      await refreshCurrentUser();
      return null;
    },
    [bequest, profile, refreshCurrentUser],
  );
};

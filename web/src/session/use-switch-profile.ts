import { UNEXPECTED_ERROR } from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../components/Toasts';
import { useBequest } from '@bequest/sdk/react';
import { useCurrentUser } from './use-current-user';

/**
 * Switches the session to another profile of the account (platform-core.md 4.14): a new token
 * for it, everything read for the last profile dropped, then on to `path` when given (a
 * household member's document opens as that member, 2.11). The active profile is not switched
 * to again. True once the session is the profile's; a refused switch is told in a toast.
 */
export const useSwitchProfile = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const activeProfileId = useCurrentUser().data?.activeProfile.randId;
  return async (profileId: string, path?: string): Promise<boolean> => {
    if (profileId !== activeProfileId) {
      const switched = await bequest.switchProfile({ body: { profileId } });
      if (switched.isErr()) {
        toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
        return false;
      }
      queryClient.clear();
    }
    if (path) navigate(path);
    return true;
  };
};

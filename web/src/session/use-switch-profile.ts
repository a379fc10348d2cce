import { UNEXPECTED_ERROR } from '@bequest/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../components/Toasts';
import { useBequest } from '../sdk-client/bequest';
import { useCurrentUser } from './use-current-user';

/**
 * Switches the session to another profile of the account (platform-core.md 4.14): a new token
 * for it, everything read for the last profile dropped, then on to `path` when given (a
 * household member's document opens as that member, 2.11). The active profile is not switched
 * to again.
 */
export const useSwitchProfile = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const activeProfileId = useCurrentUser().data?.activeProfile.randId;
  return async (profileId: string, path?: string) => {
    if (profileId !== activeProfileId) {
      const switched = await bequest.switchProfile({ body: { profileId } });
      if (switched.isErr()) return toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
      queryClient.clear();
    }
    if (path) navigate(path);
  };
};

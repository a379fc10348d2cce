import { UNEXPECTED_ERROR } from '@bequest/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../components/Toasts';
import { useBequest } from '../sdk-client/bequest';

/**
 * Opens a household member's document (platform-core.md 2.11, 4.14): the session first switches
 * to that member's profile, then the document's page opens.
 */
export const useOpenAsProfile = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return async (profileId: string, path: string) => {
    const switched = await bequest.switchProfile({ body: { profileId } });
    if (switched.isErr()) return toast({ ...UNEXPECTED_ERROR, tone: 'error', persistent: true });
    queryClient.clear();
    navigate(path);
  };
};

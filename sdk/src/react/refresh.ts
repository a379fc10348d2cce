import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bequestKeys } from './query-keys';

/**
 * Reads the current user again (and what hangs under them, like their experiment arms): after
 * any call that changes who is signed in or what their progress shows.
 */
export const useRefreshCurrentUser = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: bequestKeys.me() }),
    [queryClient],
  );
};

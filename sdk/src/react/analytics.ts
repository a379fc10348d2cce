import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/**
 * The do-not-sell page's choice (ADR 0028): whether this browser or the signed-in person opted
 * out of product analytics, and whether the browser itself sends Do Not Track or Global Privacy
 * Control.
 */
export const useAnalyticsOptOut = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.analyticsOptOut(),
    queryFn: () => unwrap(bequest.getAnalyticsOptOut()),
  });
};

/**
 * Saves the do-not-sell choice, in this browser and on the account when signed in: answers null
 * once saved, else what went wrong.
 */
export const useSetAnalyticsOptOut = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (optedOut: boolean): Promise<string | null> => {
      const saved = await bequest.setAnalyticsOptOut({ body: { optedOut } });
      if (saved.isErr()) return saved.error.error.message;
      await queryClient.invalidateQueries({ queryKey: bequestKeys.analyticsOptOut() });
      return null;
    },
    [bequest, queryClient],
  );
};

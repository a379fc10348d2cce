import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { unwrap, useBequest } from './client-context';

/**
 * What was sent about a profile to nonprofits, and its withdrawals (issue 26): kept here rather
 * than in bequestKeys, so the web's first load does not carry it.
 */
export const consentLedgerKey = (profileId: string) => ['me', 'consent-ledger', profileId] as const;

/** The profile's consent ledger: what each nonprofit was sent about them, and when (issue 26). */
export const useConsentLedger = (profileId: string | undefined) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: consentLedgerKey(profileId ?? ''),
    queryFn: () => unwrap(bequest.getConsentLedger({ params: { profileId: profileId ?? '' } })),
    enabled: Boolean(profileId),
  });
};

/**
 * Stops a nonprofit receiving the person's information from now on (giving 4.7): the ledger is
 * read again, since the withdrawal is one of its lines. The outcome is the failure's message, or
 * null.
 */
export const useStopContactSharing = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (profileId: string, organizationId: string): Promise<string | null> => {
      const stopped = await bequest.stopContactSharing({ params: { profileId, organizationId } });
      await queryClient.invalidateQueries({ queryKey: consentLedgerKey(profileId) });
      return stopped.isErr() ? stopped.error.error.message : null;
    },
    [bequest, queryClient],
  );
};

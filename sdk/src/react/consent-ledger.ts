import { useQuery } from '@tanstack/react-query';
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

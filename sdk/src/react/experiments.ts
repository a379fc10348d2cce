import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/**
 * The signed-in person's experiment arms, read once a visit; ask only when someone is signed in
 * (`enabled`). Reading the current user again reads them again.
 */
export const useExperimentArms = (enabled: boolean) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.experiments(),
    queryFn: () => unwrap(bequest.getExperimentArms()),
    enabled,
    staleTime: Infinity,
  });
};

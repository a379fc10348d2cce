import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from '../../sdk-client/bequest';

/** The active profile's QCDs, newest first; asked only when `enabled`. */
export const useQcds = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['qcds'],
    queryFn: () => unwrap(bequest.listQcds()),
    enabled,
  });
};

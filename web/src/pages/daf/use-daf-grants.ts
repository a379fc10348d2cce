import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from '../../sdk-client/bequest';

/** The active profile's grant recommendations, newest first; asked only when `enabled`. */
export const useDafGrants = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['daf-grants'],
    queryFn: () => unwrap(bequest.listDafGrants()),
    enabled,
  });
};

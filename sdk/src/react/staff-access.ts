import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/** When staff looked at the signed-in person's account. */
export const useStaffAccess = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.staffAccess(),
    queryFn: () => unwrap(bequest.listStaffAccess()),
  });
};

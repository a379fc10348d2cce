import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from '../../../sdk-client/bequest';

/** When staff looked at the signed-in person's account (issue 24). */
export const useStaffAccess = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['staff-access'],
    queryFn: () => unwrap(bequest.listStaffAccess()),
  });
};

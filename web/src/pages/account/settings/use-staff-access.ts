import { useQuery } from '@tanstack/react-query';
import { bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';

/** When staff looked at the signed-in person's account (issue 24). */
export const useStaffAccess = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.staffAccess(),
    queryFn: () => unwrap(bequest.listStaffAccess()),
  });
};

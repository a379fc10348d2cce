import { useQuery } from '@tanstack/react-query';
import { bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';

/** The active profile's grant recommendations, newest first; asked only when `enabled`. */
export const useDafGrants = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.gifts.list('daf-grant'),
    queryFn: () => unwrap(bequest.listDafGrants()),
    enabled,
  });
};

import { useQuery } from '@tanstack/react-query';
import { bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';

/** The active profile's QCDs, newest first; asked only when `enabled`. */
export const useQcds = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.gifts.list('qcd'),
    queryFn: () => unwrap(bequest.listQcds()),
    enabled,
  });
};

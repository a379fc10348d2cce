import { useQuery } from '@tanstack/react-query';
import { bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';

/**
 * The person's print-and-mail requests (issue 24). Under the package events' key, so a new
 * request refreshes them too.
 */
export const usePrintMailRequests = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.packageEvents.printMailRequests(),
    queryFn: () => unwrap(bequest.listMyPrintMailRequests()),
  });
};

import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from '../../../sdk-client/bequest';

/**
 * The person's print-and-mail requests (issue 24). Under the package events' key, so a new
 * request refreshes them too.
 */
export const usePrintMailRequests = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['package-events', 'print-mail-requests'],
    queryFn: () => unwrap(bequest.listMyPrintMailRequests()),
  });
};

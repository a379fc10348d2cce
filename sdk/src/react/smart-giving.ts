import { useQuery } from '@tanstack/react-query';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';
import { retryUnlessMissing } from './retry';

/** The nonprofits with a smart giving page, by name (giving 2.9). */
export const useSmartGivingPages = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.smartGiving.all(),
    queryFn: () => unwrap(bequest.listSmartGivingPages()),
  });
};

/**
 * A nonprofit's smart giving page by its URL name; reading it also sets the partner cookie, so
 * the flows it opens are attributed to the nonprofit (giving 4.8).
 */
export const useSmartGivingPage = (urlName: string) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.smartGiving.page(urlName),
    queryFn: () => unwrap(bequest.getSmartGivingPage({ params: { urlName } })),
    retry: retryUnlessMissing,
  });
};

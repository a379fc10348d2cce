import type { ProductCode } from '@bequest/sdk';
import { useQuery } from '@tanstack/react-query';
import { ApiError, unwrap, useBequest } from '../../sdk-client/bequest';

/**
 * A partner organisation by the name in its URL; fetching it by name also sets the partner
 * cookie (platform-core.md 2.4, 4.16). An unknown name is an answer, not worth retrying; without
 * a name nothing is asked.
 */
export const usePartner = (urlName: string | null, product: ProductCode) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['partner', product, urlName],
    queryFn: () =>
      unwrap(bequest.getPartnerCustomUrl({ query: { product, urlName: urlName ?? '' } })),
    enabled: urlName !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && error.failure.status === 404) && count < 2,
  });
};

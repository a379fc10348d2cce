import type { ProductCode } from '@bequest/sdk';
import { useQuery } from '@tanstack/react-query';
import { ApiError, unwrap, useBequest } from '../../sdk-client/bequest';

/** An unknown partner is an answer, not worth asking again. */
const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.failure.status === 404) && count < 2;

/**
 * A partner organisation by the name in its URL; fetching it by name also sets the partner
 * cookie (platform-core.md 2.4, 4.16). Without a name nothing is asked.
 */
export const usePartner = (urlName: string | null, product: ProductCode) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['partner', product, urlName],
    queryFn: () =>
      unwrap(bequest.getPartnerCustomUrl({ query: { product, urlName: urlName ?? '' } })),
    enabled: urlName !== null,
    retry: retryUnlessMissing,
  });
};

/** A partner organisation by its id, for its name; this sets no cookie (4.16). */
export const usePartnerById = (organizationId: string) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: ['partner-by-id', organizationId],
    queryFn: () =>
      unwrap(bequest.getPartnerCustomUrl({ query: { product: 'will', organizationId } })),
    retry: retryUnlessMissing,
    staleTime: Infinity,
  });
};

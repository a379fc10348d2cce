import type { ProductCode } from '@bequest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';
import { retryUnlessMissing } from './retry';

/**
 * A partner organization by the name in its URL; fetching it by name also sets the partner
 * cookie. Without a name nothing is asked.
 */
export const usePartner = (urlName: string | null, product: ProductCode) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: bequestKeys.partners.byUrlName(product, urlName),
    queryFn: async () => {
      const partner = await unwrap(
        bequest.getPartnerCustomUrl({ query: { product, urlName: urlName ?? '' } }),
      );
      // The answer is the partner the cookie now names: asking for it by id need not ask again.
      queryClient.setQueryData(bequestKeys.partners.byId(partner.organizationId), partner);
      return partner;
    },
    enabled: urlName !== null,
    retry: retryUnlessMissing,
  });
};

/** A partner organization by its id, for its name; this sets no cookie. */
export const usePartnerById = (organizationId: string | null) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.partners.byId(organizationId),
    queryFn: () =>
      unwrap(
        bequest.getPartnerCustomUrl({
          query: { product: 'will', organizationId: organizationId ?? '' },
        }),
      ),
    enabled: organizationId !== null,
    retry: retryUnlessMissing,
    staleTime: Infinity,
  });
};

/** A partner organization by its id, with its customization of `product`. */
export const usePartnerOfProduct = (product: ProductCode, organizationId: string | null) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.partners.byOrganization(product, organizationId),
    queryFn: () =>
      unwrap(
        bequest.getPartnerCustomUrl({ query: { product, organizationId: organizationId ?? '' } }),
      ),
    enabled: organizationId !== null,
    staleTime: Infinity,
  });
};

import {
  COOKIE_NAMES,
  partnerCustomizationFor,
  type PartnerCustomUrl,
  type ProductCode,
} from '@bequest/sdk/app';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useBrowserFact } from '../../browser/browser-fact';
import { readCookie } from '../../browser/cookies';
import { ApiError, bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';
import { useCurrentUser } from '../../session/use-current-user';
import { useFeatureFlags } from '../../tenant/use-tenant';

/** An unknown partner is an answer, not worth asking again. */
const retryUnlessMissing = (count: number, error: Error) =>
  !(error instanceof ApiError && error.failure.status === 404) && count < 2;

/**
 * A partner organization by the name in its URL; fetching it by name also sets the partner
 * cookie (platform-core.md 2.4, 4.16). Without a name nothing is asked.
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
      // The answer is the partner the cookie now names: the header need not ask for it again.
      queryClient.setQueryData(bequestKeys.partners.byId(partner.organizationId), partner);
      return partner;
    },
    enabled: urlName !== null,
    retry: retryUnlessMissing,
  });
};

/** A partner organization by its id, for its name; this sets no cookie (4.16). */
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

/**
 * The partner that referred this visitor, whose customization applies to `product`
 * (platform-core.md 4.16): the one the partner cookie names, asked again when a partner page
 * changes the cookie (read on every navigation), none once it is cleared or unknown, and none
 * where the domain's California rule withholds it for the active profile's state.
 */
export const useReferringPartner = (product: ProductCode): PartnerCustomUrl | null => {
  useLocation();
  const organizationId = useBrowserFact(() => readCookie(COOKIE_NAMES.partnerOrgId), null);
  const partner = usePartnerById(organizationId).data ?? null;
  const caCompliance = useFeatureFlags().FW_CA_COMPLIANCE;
  const profileState = useCurrentUser().data?.activeProfile.administrativeArea;
  return partnerCustomizationFor({ partner, product, caCompliance, profileState });
};

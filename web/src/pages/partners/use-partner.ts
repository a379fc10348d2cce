import {
  COOKIE_NAMES,
  partnerCustomizationFor,
  type PartnerCustomUrl,
  type ProductCode,
} from '@bequest/sdk/app';
import { useLocation } from 'react-router-dom';
import { useBrowserFact } from '../../browser/browser-fact';
import { readCookie } from '../../browser/cookies';
import { usePartnerById } from '@bequest/sdk/react';
import { useCurrentUser } from '../../session/use-current-user';
import { useFeatureFlags } from '../../tenant/use-tenant';

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

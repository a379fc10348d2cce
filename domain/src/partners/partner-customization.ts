import type { ProductCode } from '../products/product-type';
import type { PartnerCustomUrl } from './partner-custom-url';

/**
 * The referring partner whose customization applies (platform-core.md 4.16, documents.md 3.7):
 * none without a partner; for the will, with CA compliance on (FW_CA_COMPLIANCE), none when the
 * profile's state is California and the partner is not California-compliant. Asked again
 * whenever the profile's state changes.
 */
export const partnerCustomizationFor = ({
  partner,
  product,
  caCompliance,
  profileState,
}: {
  readonly partner: PartnerCustomUrl | null;
  readonly product: ProductCode;
  readonly caCompliance: boolean;
  readonly profileState: string | null | undefined;
}): PartnerCustomUrl | null => {
  if (!partner) return null;
  const withheld =
    product === 'will' && caCompliance && profileState === 'CA' && !partner.isCaCompliant;
  return withheld ? null : partner;
};

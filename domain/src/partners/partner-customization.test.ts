import type { ProductCode } from '../products/product-type';
import type { PartnerCustomUrl } from './partner-custom-url';
import { partnerCustomizationFor } from './partner-customization';

const partner = (isCaCompliant: boolean) =>
  ({
    urlName: 'harbor-food-bank',
    organizationId: 'org-harbor',
    isCaCompliant,
  }) as PartnerCustomUrl;

describe('the partner customization that applies (platform-core.md 4.16)', () => {
  it.each<[ProductCode, boolean, string | null, boolean, boolean]>([
    ['will', true, 'CA', false, false],
    ['will', true, 'CA', true, true],
    ['will', false, 'CA', false, true],
    ['will', true, 'OR', false, true],
    ['will', true, null, false, true],
    ['rlt', true, 'CA', false, true],
    ['nonprobate_plans', true, 'CA', false, true],
  ])(
    '%s, CA compliance %s, profile state %s, partner compliant %s: applies %s',
    (product, caCompliance, profileState, compliant, applies) => {
      const referring = partner(compliant);
      expect(
        partnerCustomizationFor({ partner: referring, product, caCompliance, profileState }),
      ).toBe(applies ? referring : null);
    },
  );

  it('is none without a partner', () => {
    expect(
      partnerCustomizationFor({
        partner: null,
        product: 'will',
        caCompliance: false,
        profileState: null,
      }),
    ).toBeNull();
  });
});

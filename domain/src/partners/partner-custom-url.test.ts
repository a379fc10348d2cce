import { PartnerCustomUrlSchema, storedPartnerOf } from './partner-custom-url';

const partner = {
  urlName: 'river-trust',
  randId: 'o1',
  organizationId: 'org1',
  organization: { displayName: 'River Trust' },
};

describe('partner custom URL (platform-core.md 3, giving-and-beneficiaries.md 3.7)', () => {
  it('reads a partner with its defaults', () => {
    expect(PartnerCustomUrlSchema.parse(partner)).toMatchObject({
      isCaCompliant: false,
      customizations: null,
    });
  });

  it('reads the bequest customizations', () => {
    const parsed = PartnerCustomUrlSchema.parse({
      ...partner,
      customizations: { bequestsCustomization: { hasTrustsForBeneficiaries: true } },
    });
    expect(parsed.customizations?.bequestsCustomization).toMatchObject({
      hasTrustsForBeneficiaries: true,
      isOptInForMAWMText: false,
    });
  });

  it.each([
    [{}, 'River Trust'],
    [{ orgDisplayName: 'The River Trust' }, 'The River Trust'],
  ])('stores the partner %j in the cookie shape', (fields, displayName) => {
    expect(storedPartnerOf(PartnerCustomUrlSchema.parse({ ...partner, ...fields }))).toEqual({
      displayName,
      randId: 'o1',
      urlSlug: 'river-trust',
    });
  });
});

import type { PartnerCustomUrl } from '@bequest/domain';

/**
 * The partner organizations a fresh installation starts with, so partner entry pages and
 * attribution work out of the box; staff add the real ones in the admin console.
 */
export const SEED_PARTNERS: readonly PartnerCustomUrl[] = [
  {
    urlName: 'harbor-food-bank',
    randId: 'partner-harbor-food-bank',
    organizationId: 'org-harbor-food-bank',
    organization: { displayName: 'Harbor Food Bank' },
    orgDisplayName: 'Harbor Food Bank',
    imageName: null,
    isCaCompliant: true,
    customizations: {
      landingImageAltText: 'Volunteers packing food boxes',
      bequestLandingV2EnabledDate: null,
      copyLongForm: 'Plan your legacy and keep neighbours fed for generations.',
      uriLogo: null,
      uriCta: null,
      bequestsCustomization: {
        welcomeMessage: 'Welcome, friends of Harbor Food Bank.',
        landingPicture: null,
        isOptInForMAWMText: true,
        isOptInForGiftIntentText: true,
        hasTrustsForBeneficiaries: false,
      },
    },
  },
  {
    urlName: 'river-conservancy',
    randId: 'partner-river-conservancy',
    organizationId: 'org-river-conservancy',
    organization: { displayName: 'River Conservancy' },
    orgDisplayName: 'River Conservancy',
    imageName: null,
    isCaCompliant: false,
    customizations: {
      landingImageAltText: 'A river bend at dawn',
      bequestLandingV2EnabledDate: null,
      copyLongForm: 'Protect the rivers you love with a gift in your will.',
      uriLogo: null,
      uriCta: null,
      bequestsCustomization: {
        welcomeMessage: null,
        landingPicture: null,
        isOptInForMAWMText: false,
        isOptInForGiftIntentText: true,
        hasTrustsForBeneficiaries: true,
      },
    },
  },
];

import { z } from 'zod';

const optionalText = z.string().nullish().default(null);

/** What a partner page customizes for bequests (platform-core.md 3). */
export const BequestsCustomizationSchema = z.object({
  welcomeMessage: optionalText,
  landingPicture: optionalText,
  isOptInForMAWMText: z.boolean().default(false),
  isOptInForGiftIntentText: z.boolean().default(false),
  hasTrustsForBeneficiaries: z.boolean().default(false),
});

export const PartnerCustomizationsSchema = z.object({
  landingImageAltText: optionalText,
  bequestLandingV2EnabledDate: optionalText,
  copyLongForm: optionalText,
  uriLogo: optionalText,
  uriCta: optionalText,
  bequestsCustomization: BequestsCustomizationSchema.nullish().default(null),
});
export type PartnerCustomizations = z.output<typeof PartnerCustomizationsSchema>;

/** A partner's vanity URL and its page customizations (platform-core.md 3, giving 3.7). */
export const PartnerCustomUrlSchema = z.object({
  urlName: z.string(),
  randId: z.string(),
  organizationId: z.string(),
  organization: z.object({ displayName: z.string() }),
  orgDisplayName: optionalText,
  imageName: optionalText,
  isCaCompliant: z.boolean().default(false),
  customizations: PartnerCustomizationsSchema.nullish().default(null),
});
export type PartnerCustomUrl = z.output<typeof PartnerCustomUrlSchema>;

/** The partner kept in a cookie after a partner entry (platform-core.md 3). */
export const StoredPartnerSchema = z.object({
  displayName: z.string(),
  randId: z.string(),
  urlSlug: z.string(),
});
export type StoredPartner = z.output<typeof StoredPartnerSchema>;

/** The stored form of a partner custom URL. */
export const storedPartnerOf = (partner: PartnerCustomUrl): StoredPartner => ({
  displayName: partner.orgDisplayName ?? partner.organization.displayName,
  randId: partner.randId,
  urlSlug: partner.urlName,
});

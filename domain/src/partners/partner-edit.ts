import { z } from 'zod';
import { SLUG_PATTERN } from './organization-paths';
import type { PartnerCustomUrl } from './partner-custom-url';

/** A partner page's vanity name, as it appears in /partner/{urlName}: lowercase words and dashes. */
export const PartnerUrlNameSchema = z
  .string({ error: 'Give the partner’s URL name.' })
  .trim()
  .toLowerCase()
  .min(2, 'Give the partner’s URL name, at least 2 characters.')
  .max(100, 'Keep the URL name under 100 characters.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase letters, digits and single dashes in the URL name, such as harbor-food-bank.',
  );

/** A page's slug, as /{slug} or /{section}/{slug} names it: lowercase words joined by - or _. */
export const slugSchema = (field: string) =>
  z
    .string({ error: `Give the ${field}.` })
    .trim()
    .toLowerCase()
    .min(2, `Give the ${field}, at least 2 characters.`)
    .max(100, `Keep the ${field} under 100 characters.`)
    .regex(SLUG_PATTERN, `Use lowercase letters, digits and single dashes in the ${field}.`);

/** An organization's old slug and the one it has now (platform-core.md 2.3). */
export const SlugAliasSchema = z
  .object({ oldSlug: slugSchema('old slug'), slug: slugSchema('current slug') })
  .refine((alias) => alias.oldSlug !== alias.slug, {
    error: 'The old slug must differ from the current one.',
    path: ['slug'],
  });

const webAddress = (field: string) =>
  z
    .string()
    .trim()
    .max(2000, `Keep the ${field} under 2,000 characters.`)
    .regex(
      /^(https:\/\/\S+|\/(?!\/)\S*)$/,
      `Use an https address or a path on this site for the ${field}.`,
    )
    .nullable()
    .or(z.literal('').transform(() => null));

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${field} under ${max.toLocaleString('en-US')} characters.`)
    .transform((text) => (text === '' ? null : text))
    .nullable();

/**
 * What staff edit of a partner (issue 24, giving 3.7, platform-core.md 3): its name and URL, CA
 * compliance, and its page's customizations. The landing version is the day the partner's page
 * moved to the second landing page, none for the first.
 */
export const PartnerEditSchema = z.object({
  displayName: z
    .string({ error: 'Give the organization’s display name.' })
    .trim()
    .min(1, 'Give the organization’s display name.')
    .max(200, 'Keep the display name under 200 characters.'),
  urlName: PartnerUrlNameSchema,
  isCaCompliant: z.boolean({ error: 'Say whether the partner is California-compliant.' }),
  landingV2Date: z.iso
    .date('Give the landing page version’s start as a day, such as 2026-12-01, or leave it empty.')
    .nullable()
    .or(z.literal('').transform(() => null)),
  welcomeMessage: optionalText('welcome message', 500),
  copyLongForm: optionalText('landing page text', 2000),
  uriLogo: webAddress('logo'),
  uriCta: webAddress('call to action'),
  isOptInForMAWMText: z.boolean({ error: 'Say whether the partner joins Make-A-Will Month.' }),
  isOptInForGiftIntentText: z.boolean({ error: 'Say whether the gift intent text shows.' }),
  hasTrustsForBeneficiaries: z.boolean({
    error: 'Say whether trusts are offered as beneficiaries.',
  }),
});
export type PartnerEdit = z.output<typeof PartnerEditSchema>;
export type PartnerEditInput = z.input<typeof PartnerEditSchema>;

/** The fields staff edit, read from a partner as it is kept. */
export const partnerEditOf = (partner: PartnerCustomUrl): PartnerEdit => {
  const customizations = partner.customizations;
  const bequests = customizations?.bequestsCustomization;
  return {
    displayName: partner.orgDisplayName ?? partner.organization.displayName,
    urlName: partner.urlName,
    isCaCompliant: partner.isCaCompliant,
    landingV2Date: customizations?.bequestLandingV2EnabledDate ?? null,
    welcomeMessage: bequests?.welcomeMessage ?? null,
    copyLongForm: customizations?.copyLongForm ?? null,
    uriLogo: customizations?.uriLogo ?? null,
    uriCta: customizations?.uriCta ?? null,
    isOptInForMAWMText: bequests?.isOptInForMAWMText ?? false,
    isOptInForGiftIntentText: bequests?.isOptInForGiftIntentText ?? false,
    hasTrustsForBeneficiaries: bequests?.hasTrustsForBeneficiaries ?? false,
  };
};

/**
 * The partner with staff's edit applied; what the edit does not name (its ids, image, alt text,
 * landing picture) is kept as it was.
 */
export const applyPartnerEdit = (
  partner: PartnerCustomUrl,
  edit: PartnerEdit,
): PartnerCustomUrl => {
  const customizations = partner.customizations;
  const bequests = customizations?.bequestsCustomization;
  return {
    ...partner,
    urlName: edit.urlName,
    organization: { displayName: edit.displayName },
    orgDisplayName: edit.displayName,
    isCaCompliant: edit.isCaCompliant,
    customizations: {
      landingImageAltText: customizations?.landingImageAltText ?? null,
      bequestLandingV2EnabledDate: edit.landingV2Date,
      copyLongForm: edit.copyLongForm,
      uriLogo: edit.uriLogo,
      uriCta: edit.uriCta,
      bequestsCustomization: {
        welcomeMessage: edit.welcomeMessage,
        landingPicture: bequests?.landingPicture ?? null,
        isOptInForMAWMText: edit.isOptInForMAWMText,
        isOptInForGiftIntentText: edit.isOptInForGiftIntentText,
        hasTrustsForBeneficiaries: edit.hasTrustsForBeneficiaries,
      },
    },
  };
};

/** A new partner's record from its first edit, with the ids the platform gives it. */
export const newPartnerOf = (
  ids: { readonly randId: string; readonly organizationId: string },
  edit: PartnerEdit,
): PartnerCustomUrl =>
  applyPartnerEdit(
    {
      urlName: edit.urlName,
      randId: ids.randId,
      organizationId: ids.organizationId,
      organization: { displayName: edit.displayName },
      orgDisplayName: edit.displayName,
      imageName: null,
      isCaCompliant: edit.isCaCompliant,
      customizations: null,
    },
    edit,
  );

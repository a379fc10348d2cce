import { z } from 'zod';
import { contrastRatio, isHexColor, WCAG_AA_NORMAL_TEXT_CONTRAST } from './color-contrast';

/** Charity tone values (platform-core.md 3, giving-and-beneficiaries.md 9). */
export const CHARITY_TONES = ['default', 'moderate', 'soft'] as const;
export const CharityToneSchema = z.enum(CHARITY_TONES);
export type CharityTone = z.infer<typeof CharityToneSchema>;

/** The account-creation marketing event (platform-core.md 3). */
export const ACCOUNT_CREATED_EVENT = 'account-created';

/** The placeholder the nominee notification help text must contain (documents.md 2.7). */
export const TESTATOR_NAME_PLACEHOLDER = '{testatorName}';

const text = z.string().trim().min(1);
const HexColorSchema = z.string().refine(isHexColor, 'Use a color written #RRGGBB');
// "Name <address>" or a bare address.
const FROM_ADDRESS =
  /^(?:[^<>@\r\n]+ <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** Text/background pairs of a theme that must reach WCAG AA contrast (4.5:1). */
export const THEME_CONTRAST_PAIRS = [
  ['text', 'background'],
  ['link', 'background'],
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
] as const;

/** A tenant's color theme; every text color reaches WCAG AA contrast on its background (platform-core.md 2.8, 3). */
export const ThemeColorsSchema = z
  .object({
    primary: HexColorSchema,
    onPrimary: HexColorSchema,
    secondary: HexColorSchema,
    onSecondary: HexColorSchema,
    background: HexColorSchema,
    text: HexColorSchema,
    link: HexColorSchema,
  })
  .superRefine((theme, context) => {
    for (const [foreground, background] of THEME_CONTRAST_PAIRS) {
      if (!isHexColor(theme[foreground]) || !isHexColor(theme[background])) continue; // reported by the field
      const ratio = contrastRatio(theme[foreground], theme[background]);
      if (ratio < WCAG_AA_NORMAL_TEXT_CONTRAST) {
        context.addIssue({
          code: 'custom',
          path: [foreground],
          message: `${foreground} on ${background} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs at least 4.5:1`,
        });
      }
    }
  });
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;

/** Branding of a tenant shell (platform-core.md 2.8, 3). */
export const BrandingSchema = z.object({
  tenantDisplayName: text,
  hasUpdatedUX: z.boolean(),
  theme: ThemeColorsSchema,
  logo: z.object({ src: text, altText: text, linkUrl: text }),
  favicon: text,
  footerHtml: text,
  documentStyles: z.object({ hasWideLeftMargin: z.boolean() }),
});

/** Token cache locations of a single sign-on client. */
export const SSO_TOKEN_CACHE_LOCATIONS = ['memory', 'localstorage'] as const;

/** Single sign-on: off, or every OpenID Connect setting present (platform-core.md 2.8, 3). */
export const SsoConfigurationSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    audience: text,
    issuer: z.url(),
    jwksUri: z.url(),
    clientId: text,
    connectionName: text,
    domain: text,
    tokenCacheLocation: z.enum(SSO_TOKEN_CACHE_LOCATIONS),
  }),
]);
export type SsoConfiguration = z.infer<typeof SsoConfigurationSchema>;

/** The strategist call: off, or on with the external scheduling page (platform-core.md 2.11, 3). */
export const StrategistCallConfigurationSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({ enabled: z.literal(true), schedulingUrl: z.url() }),
]);

export type StrategistCallConfiguration = z.infer<typeof StrategistCallConfigurationSchema>;

const template = z.object({ templateId: text });

/** A tenant's e-mail settings (platform-core.md 3; documents.md 2.7). */
export const TenantEmailSchema = z.object({
  enabled: z.boolean(),
  /** SMTP server URL without credentials; null uses the deployment's mail server. */
  server: z
    .string()
    .regex(/^smtps?:\/\/[^\s/@]+$/, 'Use smtp://host:port or smtps://host:port')
    .nullable(),
  from: z.string().regex(FROM_ADDRESS, 'Use an address, or a name and an address: Name <address>'),
  finishYourAccountEmail: template.extend({ sendAtStartOfProductFlow: z.boolean() }),
  passwordResetEmail: template,
  nomineeNotification: template.extend({
    utmSource: text,
    additionalHelpText: z
      .string()
      .refine(
        (value) => value.includes(TESTATOR_NAME_PLACEHOLDER),
        `Include ${TESTATOR_NAME_PLACEHOLDER} in the text`,
      ),
  }),
  invitationEmail: template.extend({ enabled: z.boolean() }),
  accountCreationMarketingEvent: z.literal(ACCOUNT_CREATED_EVENT).nullable(),
});

/**
 * Server-only values. Everything here is removed by publicTenantConfiguration, so a secret is
 * never sent to a browser or an SDK user.
 */
export const TenantSecretsSchema = z.object({
  ssoClientSecret: text.optional(),
  emailServerPassword: text.optional(),
});

/** The configuration of one tenant: every key of platform-core.md 3 "Tenant configuration keys". */
export const TenantConfigurationSchema = z.object({
  charityTone: CharityToneSchema,
  documentDownload: z.boolean(),
  documentEmails: z.boolean(),
  contacts: z.object({ helpEmail: z.email() }),
  household: z.boolean(),
  multipleProfiles: z.boolean(),
  nomineeSharing: z.boolean(),
  showGenderQuestion: z.boolean(),
  warnDuplicateEstatePlanCreation: z.boolean(),
  willToRltForCalifornia: z.boolean(),
  rlt: z.object({
    enabled: z.boolean(),
    requiresReferrerOrCalifornia: z.boolean(),
    startWithoutAccount: z.boolean(),
    hasRelocatedAssetQuestion: z.boolean(),
  }),
  will: z.object({ startWithoutAccount: z.boolean() }),
  chooseYourPlan: z.boolean(),
  beneficiaryPlan: z.boolean(),
  account: z.object({
    whitelabeledAccountPage: z.object({
      enabled: z.boolean(),
      showFlowDocuments: z.boolean(),
      showSteps: z.boolean(),
      hasWhitelabeledProfileSummary: z.boolean(),
    }),
  }),
  scheduleACallWithAStrategist: StrategistCallConfigurationSchema,
  partnerPages: z.boolean(),
  branding: BrandingSchema,
  sso: SsoConfigurationSchema,
  email: TenantEmailSchema,
  instructionsOverrides: z.object({
    showFreeWillSpecificHelp: z.boolean(),
    disclaimer: z.boolean(),
  }),
  signup: z.boolean(),
  repeatWillUserExperiments: z.object({ gettingStarted: z.boolean() }),
  unifiedContacts: z.boolean(),
  findAnAttorneyResources: z.boolean(),
  /** The analytics and experiment toggle. */
  analyticsAndExperiments: z.boolean(),
  productConfig: z
    .object({ combine_trustees_executors: z.boolean().default(false) })
    .default({ combine_trustees_executors: false }),
  secrets: TenantSecretsSchema,
});
export type TenantConfiguration = z.output<typeof TenantConfigurationSchema>;
export type TenantConfigurationInput = z.input<typeof TenantConfigurationSchema>;

/** The configuration a client may see: everything but the secrets (platform-core.md 3). */
export const PublicTenantConfigurationSchema = TenantConfigurationSchema.omit({ secrets: true });
export type PublicTenantConfiguration = z.output<typeof PublicTenantConfigurationSchema>;

/** The tenant configuration without its secrets, for browsers and SDK users (platform-core.md 3). */
export const publicTenantConfiguration = (
  configuration: TenantConfiguration,
): PublicTenantConfiguration => {
  const { secrets: _secrets, ...rest } = configuration;
  return rest;
};

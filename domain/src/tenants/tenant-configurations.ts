import type { SeededTenantId } from './tenant-id';
import type { TenantConfiguration, ThemeColors } from './tenant-configuration';

const disclaimer = (productName: string): string =>
  `${productName} is not a law firm and does not provide legal or tax advice.`;

const footer = (lines: readonly string[]): string => lines.map((line) => `<p>${line}</p>`).join('');

/**
 * The main consumer brand (DECISIONS.md "Names"; platform-core.md 9 "Tenant values. Main brand").
 * Values the specification does not give are chosen: instructions show the free-will help
 * without the disclaimer, the updated UX is on, analytics and experiments are on.
 */
const bequest: TenantConfiguration = {
  charityTone: 'default',
  documentDownload: true,
  documentEmails: true,
  contacts: { helpEmail: 'help@bequest.example' },
  household: false,
  multipleProfiles: true,
  nomineeSharing: true,
  showGenderQuestion: true,
  warnDuplicateEstatePlanCreation: true,
  willToRltForCalifornia: true,
  rlt: {
    enabled: true,
    requiresReferrerOrCalifornia: true,
    startWithoutAccount: true,
    hasRelocatedAssetQuestion: false,
  },
  will: { startWithoutAccount: true },
  chooseYourPlan: false,
  beneficiaryPlan: true,
  account: {
    whitelabeledAccountPage: {
      enabled: false,
      showFlowDocuments: false,
      showSteps: false,
      hasWhitelabeledProfileSummary: false,
    },
  },
  scheduleACallWithAStrategist: { enabled: false },
  partnerPages: true,
  branding: {
    tenantDisplayName: 'Bequest',
    hasUpdatedUX: true,
    theme: {
      primary: '#1F4E79',
      onPrimary: '#FFFFFF',
      secondary: '#F2E8DA',
      onSecondary: '#1A1A1A',
      background: '#FFFFFF',
      text: '#1A1A1A',
      link: '#1F4E79',
    },
    logo: { src: '/tenants/bequest/logo.svg', altText: 'Bequest home', linkUrl: '/' },
    favicon: '/tenants/bequest/favicon.svg',
    footerHtml: footer([
      `${disclaimer('Bequest')} Bequest provides self-help services at your specific direction.`,
      'Questions? Write to <a href="mailto:help@bequest.example">help@bequest.example</a>.',
    ]),
    documentStyles: { hasWideLeftMargin: false },
  },
  sso: { enabled: false },
  email: {
    enabled: true,
    server: null,
    from: 'Bequest <no-reply@bequest.example>',
    finishYourAccountEmail: { templateId: 'finish-your-account', sendAtStartOfProductFlow: false },
    passwordResetEmail: { templateId: 'password-reset' },
    nomineeNotification: {
      templateId: 'nominee-notification-bequest',
      utmSource: 'bequest_nominee_notification',
      additionalHelpText:
        '{testatorName} named you in their estate plan, made with Bequest. Questions about Bequest? Write to help@bequest.example.',
    },
    invitationEmail: { templateId: 'invitation', enabled: false },
    accountCreationMarketingEvent: null,
  },
  instructionsOverrides: { showFreeWillSpecificHelp: true, disclaimer: false },
  signup: true,
  repeatWillUserExperiments: { gettingStarted: true },
  unifiedContacts: false,
  findAnAttorneyResources: true,
  analyticsAndExperiments: true,
  productConfig: { combine_trustees_executors: false },
  secrets: {},
};

/**
 * The second consumer brand (DECISIONS.md "Names"; platform-core.md 9 "Second brand"). Chosen
 * where not given: no strategist call, the getting-started experiment off.
 */
const willow: TenantConfiguration = {
  charityTone: 'moderate',
  documentDownload: true,
  documentEmails: false,
  contacts: { helpEmail: 'help@willow.example' },
  household: true,
  multipleProfiles: true,
  nomineeSharing: true,
  showGenderQuestion: false,
  warnDuplicateEstatePlanCreation: true,
  willToRltForCalifornia: false,
  rlt: {
    enabled: true,
    requiresReferrerOrCalifornia: false,
    startWithoutAccount: true,
    hasRelocatedAssetQuestion: true,
  },
  will: { startWithoutAccount: true },
  chooseYourPlan: false,
  beneficiaryPlan: true,
  account: {
    whitelabeledAccountPage: {
      enabled: true,
      showFlowDocuments: true,
      showSteps: false,
      hasWhitelabeledProfileSummary: false,
    },
  },
  scheduleACallWithAStrategist: { enabled: false },
  partnerPages: true,
  branding: {
    tenantDisplayName: 'Willow',
    hasUpdatedUX: true,
    theme: {
      primary: '#2F5D50',
      onPrimary: '#FFFFFF',
      secondary: '#E3EFEA',
      onSecondary: '#222222',
      background: '#FBFAF7',
      text: '#222222',
      link: '#2F5D50',
    },
    logo: { src: '/tenants/willow/logo.svg', altText: 'Willow home', linkUrl: '/' },
    favicon: '/tenants/willow/favicon.svg',
    footerHtml: footer([
      `Willow estate planning is powered by Bequest. ${disclaimer('Bequest')}`,
      'Questions? Write to <a href="mailto:help@willow.example">help@willow.example</a>.',
    ]),
    documentStyles: { hasWideLeftMargin: false },
  },
  sso: { enabled: false },
  email: {
    enabled: true,
    server: null,
    from: 'Willow <no-reply@willow.example>',
    finishYourAccountEmail: { templateId: 'finish-your-account', sendAtStartOfProductFlow: true },
    passwordResetEmail: { templateId: 'password-reset' },
    nomineeNotification: {
      templateId: 'nominee-notification-willow',
      utmSource: 'willow_nominee_notification',
      additionalHelpText:
        '{testatorName} chose you for an important role in their estate plan, made with Willow. Questions? Write to help@willow.example.',
    },
    invitationEmail: { templateId: 'invitation', enabled: true },
    accountCreationMarketingEvent: 'account-created',
  },
  instructionsOverrides: { showFreeWillSpecificHelp: true, disclaimer: false },
  signup: false,
  repeatWillUserExperiments: { gettingStarted: false },
  unifiedContacts: true,
  findAnAttorneyResources: false,
  analyticsAndExperiments: true,
  productConfig: { combine_trustees_executors: false },
  secrets: {},
};

interface AdvisoryFirm {
  readonly id: SeededTenantId;
  readonly displayName: string;
  readonly charityTone: TenantConfiguration['charityTone'];
  readonly theme: ThemeColors;
  readonly strategistCall: TenantConfiguration['scheduleACallWithAStrategist'];
  readonly sponsor: string;
}

/**
 * An advisory-firm tenant (platform-core.md 9 "Advisory-firm tenants"): single sign-on against
 * the firm's OpenID provider. The seeded issuer (http://127.0.0.1:4010/<tenant>) is the local
 * provider `npm start` runs outside production; a real firm's issuer, client id and (for a
 * confidential client) secrets.ssoClientSecret are set in the admin console, never seeded.
 * Chosen where not given: RLT in every state without the referrer requirement, no relocated-asset
 * question, unifiedContacts and find-an-attorney off, analytics and experiments off for the
 * firms' clients.
 */
const advisoryFirm = (firm: AdvisoryFirm): TenantConfiguration => {
  const domain = `${firm.id}.example`;
  const issuer = `http://127.0.0.1:4010/${firm.id}`;
  return {
    charityTone: firm.charityTone,
    documentDownload: false,
    documentEmails: false,
    contacts: { helpEmail: `help@${domain}` },
    household: false,
    multipleProfiles: false,
    nomineeSharing: false,
    showGenderQuestion: true,
    warnDuplicateEstatePlanCreation: false,
    willToRltForCalifornia: false,
    rlt: {
      enabled: true,
      requiresReferrerOrCalifornia: false,
      startWithoutAccount: false,
      hasRelocatedAssetQuestion: false,
    },
    will: { startWithoutAccount: false },
    chooseYourPlan: true,
    beneficiaryPlan: false,
    account: {
      whitelabeledAccountPage: {
        enabled: true,
        showFlowDocuments: false,
        showSteps: true,
        hasWhitelabeledProfileSummary: true,
      },
    },
    scheduleACallWithAStrategist: firm.strategistCall,
    partnerPages: false,
    branding: {
      tenantDisplayName: firm.displayName,
      hasUpdatedUX: true,
      theme: firm.theme,
      logo: {
        src: `/tenants/${firm.id}/logo.svg`,
        altText: `${firm.displayName} account`,
        linkUrl: '/account',
      },
      favicon: `/tenants/${firm.id}/favicon.svg`,
      footerHtml: footer([
        `This estate planning experience is sponsored by ${firm.sponsor} and provided by Bequest. ${disclaimer('Bequest')}`,
        `Questions? Write to <a href="mailto:help@${domain}">help@${domain}</a>.`,
      ]),
      documentStyles: { hasWideLeftMargin: false },
    },
    sso: {
      enabled: true,
      audience: `https://api.${domain}`,
      issuer,
      jwksUri: `${issuer}/jwks`,
      clientId: `bequest-${firm.id}`,
      connectionName: `${firm.id}-sso`,
      domain: '127.0.0.1:4010',
      tokenCacheLocation: 'memory',
    },
    email: {
      enabled: false,
      server: null,
      from: `${firm.displayName} <no-reply@${domain}>`,
      finishYourAccountEmail: {
        templateId: 'finish-your-account',
        sendAtStartOfProductFlow: false,
      },
      passwordResetEmail: { templateId: 'password-reset' },
      nomineeNotification: {
        templateId: `nominee-notification-${firm.id}`,
        utmSource: `${firm.id.replace(/-/g, '_')}_nominee_notification`,
        additionalHelpText: `{testatorName} named you in their estate plan, prepared through ${firm.displayName}. Questions? Write to help@${domain}.`,
      },
      invitationEmail: { templateId: 'invitation', enabled: false },
      accountCreationMarketingEvent: null,
    },
    instructionsOverrides: { showFreeWillSpecificHelp: false, disclaimer: true },
    signup: false,
    repeatWillUserExperiments: { gettingStarted: false },
    unifiedContacts: false,
    findAnAttorneyResources: false,
    analyticsAndExperiments: false,
    productConfig: { combine_trustees_executors: false },
    secrets: {},
  };
};

/** A wealth-advisory firm (DECISIONS.md "Names": advisory-firm values, single sign-on). */
const acmeWealth = advisoryFirm({
  id: 'acme-wealth',
  displayName: 'Acme Wealth',
  charityTone: 'soft',
  sponsor: 'your Acme Wealth advisor',
  theme: {
    primary: '#0B2545',
    onPrimary: '#FFFFFF',
    secondary: '#C9A227',
    onSecondary: '#0B2545',
    background: '#FFFFFF',
    text: '#13213C',
    link: '#0B5394',
  },
  strategistCall: {
    enabled: true,
    schedulingUrl: 'https://acme-wealth.example/schedule-a-strategist-call',
  },
});

/** An employer-benefits white label (DECISIONS.md "Names": advisory-firm values, tone soft, strategist call off). */
const benefitco = advisoryFirm({
  id: 'benefitco',
  displayName: 'BenefitCo',
  charityTone: 'soft',
  sponsor: 'your employer through BenefitCo',
  theme: {
    primary: '#5B2A86',
    onPrimary: '#FFFFFF',
    secondary: '#EDE4F5',
    onSecondary: '#1F1F1F',
    background: '#FFFFFF',
    text: '#1F1F1F',
    link: '#5B2A86',
  },
  strategistCall: { enabled: false },
});

/** The configuration of each seeded tenant (DECISIONS.md "Names"; platform-core.md 9 "Tenant values"). */
export const TENANT_CONFIGURATIONS: Readonly<Record<SeededTenantId, TenantConfiguration>> = {
  bequest,
  willow,
  'acme-wealth': acmeWealth,
  benefitco,
};

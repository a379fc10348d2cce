import { contrastRatio } from './color-contrast';
import { fillNomineeHelpText } from './nominee-help-text';
import { TenantConfigurationSchema, THEME_CONTRAST_PAIRS } from './tenant-configuration';
import { TENANT_CONFIGURATIONS } from './tenant-configurations';
import { SEEDED_TENANT_IDS } from './tenant-id';

const { bequest, willow, benefitco } = TENANT_CONFIGURATIONS;
const acme = TENANT_CONFIGURATIONS['acme-wealth'];

describe('DECISIONS.md "Names" seeded tenants', () => {
  it('seeds bequest, willow, acme-wealth and benefitco', () => {
    expect(Object.keys(TENANT_CONFIGURATIONS)).toEqual([...SEEDED_TENANT_IDS]);
  });

  it.each(SEEDED_TENANT_IDS)('%s satisfies the configuration schema', (tenantId) => {
    const configuration = TENANT_CONFIGURATIONS[tenantId];
    expect(TenantConfigurationSchema.parse(configuration)).toEqual(configuration);
  });

  it.each(
    SEEDED_TENANT_IDS.flatMap((tenantId) =>
      THEME_CONTRAST_PAIRS.map((pair) => [tenantId, ...pair] as const),
    ),
  )('%s: %s on %s reaches WCAG AA (4.5:1)', (tenantId, foreground, background) => {
    const { theme } = TENANT_CONFIGURATIONS[tenantId].branding;
    expect(contrastRatio(theme[foreground], theme[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(SEEDED_TENANT_IDS)(
    '%s has its help e-mail, a disclaimer footer and a nominee help text',
    (tenantId) => {
      const configuration = TENANT_CONFIGURATIONS[tenantId];
      expect(configuration.contacts.helpEmail).toBe(`help@${tenantId}.example`);
      expect(configuration.branding.footerHtml).toContain(
        'Bequest is not a law firm and does not provide legal or tax advice.',
      );
      expect(configuration.email.from).toMatch(new RegExp(`<no-reply@${tenantId}\\.example>$`));
      expect(
        fillNomineeHelpText(configuration.email.nomineeNotification.additionalHelpText, 'Ana Diaz'),
      ).toMatch(/^Ana Diaz /);
      expect(configuration.secrets).toEqual({});
    },
  );

  it('gives each tenant its own nominee notification template and utm source', () => {
    const notifications = SEEDED_TENANT_IDS.map(
      (id) => TENANT_CONFIGURATIONS[id].email.nomineeNotification,
    );
    expect(new Set(notifications.map((n) => n.templateId)).size).toBe(4);
    expect(new Set(notifications.map((n) => n.utmSource)).size).toBe(4);
  });
});

describe('platform-core.md 9 tenant values', () => {
  type Row = readonly [string, (c: typeof bequest) => unknown, unknown, unknown, unknown, unknown];
  // key, read, bequest (main brand), willow (second brand), acme-wealth (advisory), benefitco
  it.each<Row>([
    ['tone', (c) => c.charityTone, 'default', 'moderate', 'soft', 'soft'],
    ['download', (c) => c.documentDownload, true, true, false, false],
    ['document e-mails', (c) => c.documentEmails, true, false, false, false],
    ['household', (c) => c.household, false, true, false, false],
    ['multipleProfiles', (c) => c.multipleProfiles, true, true, false, false],
    ['nomineeSharing', (c) => c.nomineeSharing, true, true, false, false],
    ['gender question', (c) => c.showGenderQuestion, true, false, true, true],
    ['duplicate-plan warning', (c) => c.warnDuplicateEstatePlanCreation, true, true, false, false],
    ['willToRltForCalifornia', (c) => c.willToRltForCalifornia, true, false, false, false],
    ['RLT on', (c) => c.rlt.enabled, true, true, true, true],
    [
      'RLT requires a referrer or California',
      (c) => c.rlt.requiresReferrerOrCalifornia,
      true,
      false,
      false,
      false,
    ],
    ['RLT start without account', (c) => c.rlt.startWithoutAccount, true, true, false, false],
    ['relocated-asset question', (c) => c.rlt.hasRelocatedAssetQuestion, false, true, false, false],
    ['will start without account', (c) => c.will.startWithoutAccount, true, true, false, false],
    ['chooseYourPlan', (c) => c.chooseYourPlan, false, false, true, true],
    [
      'beneficiaryPlan (giving-and-beneficiaries.md 9)',
      (c) => c.beneficiaryPlan,
      true,
      true,
      false,
      false,
    ],
    [
      'white-label account page',
      (c) => c.account.whitelabeledAccountPage.enabled,
      false,
      true,
      true,
      true,
    ],
    [
      'account page flow documents',
      (c) => c.account.whitelabeledAccountPage.showFlowDocuments,
      false,
      true,
      false,
      false,
    ],
    [
      'account page steps',
      (c) => c.account.whitelabeledAccountPage.showSteps,
      false,
      false,
      true,
      true,
    ],
    [
      'profile summary',
      (c) => c.account.whitelabeledAccountPage.hasWhitelabeledProfileSummary,
      false,
      false,
      true,
      true,
    ],
    ['logo link', (c) => c.branding.logo.linkUrl, '/', '/', '/account', '/account'],
    ['strategist call', (c) => c.scheduleACallWithAStrategist.enabled, false, false, true, false],
    ['partnerPages', (c) => c.partnerPages, true, true, false, false],
    ['single sign-on', (c) => c.sso.enabled, false, false, true, true],
    ['e-mail', (c) => c.email.enabled, true, true, false, false],
    [
      'finish-account e-mail at flow start',
      (c) => c.email.finishYourAccountEmail.sendAtStartOfProductFlow,
      false,
      true,
      false,
      false,
    ],
    ['invitation e-mail', (c) => c.email.invitationEmail.enabled, false, true, false, false],
    [
      'account-created event',
      (c) => c.email.accountCreationMarketingEvent,
      null,
      'account-created',
      null,
      null,
    ],
    [
      'instructions disclaimer',
      (c) => c.instructionsOverrides.disclaimer,
      false,
      false,
      true,
      true,
    ],
    ['signup', (c) => c.signup, true, false, false, false],
    [
      'getting-started experiment',
      (c) => c.repeatWillUserExperiments.gettingStarted,
      true,
      false,
      false,
      false,
    ],
    ['unifiedContacts', (c) => c.unifiedContacts, false, true, false, false],
    ['find-an-attorney', (c) => c.findAnAttorneyResources, true, false, false, false],
    [
      'combine_trustees_executors',
      (c) => c.productConfig.combine_trustees_executors,
      false,
      false,
      false,
      false,
    ],
  ])('%s', (_key, read, main, second, advisory, employer) => {
    expect([read(bequest), read(willow), read(acme), read(benefitco)]).toEqual([
      main,
      second,
      advisory,
      employer,
    ]);
  });

  it.each([
    ['bequest', 'Bequest'],
    ['willow', 'Willow'],
    ['acme-wealth', 'Acme Wealth'],
    ['benefitco', 'BenefitCo'],
  ] as const)('%s is displayed as %s', (tenantId, name) => {
    expect(TENANT_CONFIGURATIONS[tenantId].branding.tenantDisplayName).toBe(name);
    expect(TENANT_CONFIGURATIONS[tenantId].branding.logo.altText).toContain(name);
  });

  it('acme-wealth schedules strategist calls on its own page', () => {
    expect(acme.scheduleACallWithAStrategist).toEqual({
      enabled: true,
      schedulingUrl: 'https://acme-wealth.example/schedule-a-strategist-call',
    });
  });

  it.each(['acme-wealth', 'benefitco'] as const)(
    '%s signs in through its placeholder local OpenID issuer',
    (tenantId) => {
      const { sso } = TENANT_CONFIGURATIONS[tenantId];
      expect(sso).toMatchObject({
        enabled: true,
        issuer: `http://127.0.0.1:4010/${tenantId}`,
        jwksUri: `http://127.0.0.1:4010/${tenantId}/jwks`,
        clientId: `bequest-${tenantId}`,
        tokenCacheLocation: 'memory',
      });
    },
  );
});

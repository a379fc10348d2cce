import { fillNomineeHelpText } from './nominee-help-text';
import {
  ACCOUNT_CREATED_EVENT,
  BrandingSchema,
  CHARITY_TONES,
  CharityToneSchema,
  PublicTenantConfigurationSchema,
  SSO_TOKEN_CACHE_LOCATIONS,
  SsoConfigurationSchema,
  StrategistCallConfigurationSchema,
  TenantSecretsSchema,
  publicTenantConfiguration,
  type TenantConfiguration,
  TenantConfigurationSchema,
  TenantEmailSchema,
  ThemeColorsSchema,
} from './tenant-configuration';
import { TENANT_CONFIGURATIONS } from './tenant-configurations';

const bequest = TENANT_CONFIGURATIONS.bequest;
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('platform-core.md 3 tenant configuration keys (schema)', () => {
  it('has every key of the specification', () => {
    expect(Object.keys(TenantConfigurationSchema.shape).sort()).toEqual(
      [
        'charityTone',
        'documentDownload',
        'documentEmails',
        'contacts',
        'household',
        'multipleProfiles',
        'nomineeSharing',
        'showGenderQuestion',
        'warnDuplicateEstatePlanCreation',
        'willToRltForCalifornia',
        'rlt',
        'will',
        'chooseYourPlan',
        'beneficiaryPlan',
        'account',
        'scheduleACallWithAStrategist',
        'partnerPages',
        'branding',
        'sso',
        'email',
        'instructionsOverrides',
        'signup',
        'repeatWillUserExperiments',
        'unifiedContacts',
        'findAnAttorneyResources',
        'analyticsAndExperiments',
        'productConfig',
        'secrets',
      ].sort(),
    );
  });

  it('defaults the product config flag combine_trustees_executors to false', () => {
    const { productConfig: _productConfig, ...withoutProductConfig } = bequest;
    expect(TenantConfigurationSchema.parse(withoutProductConfig).productConfig).toEqual({
      combine_trustees_executors: false,
    });
    expect(
      TenantConfigurationSchema.parse({ ...bequest, productConfig: {} }).productConfig,
    ).toEqual({
      combine_trustees_executors: false,
    });
  });

  it.each([
    ['a charity tone outside default | moderate | soft', { charityTone: 'loud' }, 'charityTone'],
    [
      'a help e-mail that is not an address',
      { contacts: { helpEmail: 'help' } },
      'contacts.helpEmail',
    ],
    ['single sign-on on without its settings', { sso: { enabled: true } }, 'sso.audience'],
    [
      'single sign-on with a relative issuer',
      { sso: { ...TENANT_CONFIGURATIONS['acme-wealth'].sso, issuer: '/idp' } },
      'sso.issuer',
    ],
    [
      'a strategist call without a scheduling URL',
      { scheduleACallWithAStrategist: { enabled: true } },
      'scheduleACallWithAStrategist.schedulingUrl',
    ],
    [
      'a blank display name',
      { branding: { ...bequest.branding, tenantDisplayName: ' ' } },
      'branding.tenantDisplayName',
    ],
    [
      'a blank logo alt text',
      { branding: { ...bequest.branding, logo: { ...bequest.branding.logo, altText: '' } } },
      'branding.logo.altText',
    ],
    ['an empty secret', { secrets: { ssoClientSecret: '' } }, 'secrets.ssoClientSecret'],
  ])('rejects %s', (_case, patch, path) => {
    const result = TenantConfigurationSchema.safeParse({ ...bequest, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('platform-core.md 2.8, 3 parts of the tenant configuration', () => {
  it('charity tone is default, moderate or soft (giving-and-beneficiaries.md 9)', () => {
    expect(CHARITY_TONES).toEqual(['default', 'moderate', 'soft']);
    expect(CharityToneSchema.safeParse('moderate').success).toBe(true);
    expect(CharityToneSchema.safeParse('Moderate').success).toBe(false);
  });

  it.each([
    [{ enabled: false }, true],
    [{ enabled: true }, false],
    [TENANT_CONFIGURATIONS['acme-wealth'].sso, true],
    [{ ...TENANT_CONFIGURATIONS['acme-wealth'].sso, tokenCacheLocation: 'cookie' }, false],
  ])('single sign-on %j is valid: %j', (sso, valid) => {
    expect(SsoConfigurationSchema.safeParse(sso).success).toBe(valid);
    expect(SSO_TOKEN_CACHE_LOCATIONS).toEqual(['memory', 'localstorage']);
  });

  it.each([
    [{ enabled: false }, true],
    [{ enabled: true, schedulingUrl: 'https://acme-wealth.example/schedule' }, true],
    [{ enabled: true, schedulingUrl: 'schedule' }, false],
  ])('strategist call %j is valid: %j', (call, valid) => {
    expect(StrategistCallConfigurationSchema.safeParse(call).success).toBe(valid);
  });

  it('branding needs a logo link, a favicon and footer HTML', () => {
    expect(BrandingSchema.safeParse(bequest.branding).success).toBe(true);
    expect(
      issuesOf(BrandingSchema.safeParse({ ...bequest.branding, favicon: '', footerHtml: '' })),
    ).toEqual([
      'favicon: Too small: expected string to have >=1 characters',
      'footerHtml: Too small: expected string to have >=1 characters',
    ]);
  });

  it('the only marketing event is "account-created"', () => {
    expect(ACCOUNT_CREATED_EVENT).toBe('account-created');
    expect(
      TenantEmailSchema.safeParse({ ...bequest.email, accountCreationMarketingEvent: 'signed-up' })
        .success,
    ).toBe(false);
  });

  it('secrets are optional and never blank', () => {
    expect(TenantSecretsSchema.parse({})).toEqual({});
    expect(TenantSecretsSchema.safeParse({ emailServerPassword: ' ' }).success).toBe(false);
  });
});

describe('platform-core.md 2.8 theme colors reach WCAG AA contrast', () => {
  it('names the pair and the ratio that fails', () => {
    const result = ThemeColorsSchema.safeParse({
      ...bequest.branding.theme,
      link: '#AAAAAA',
      onPrimary: '#1F4E79',
    });
    expect(issuesOf(result)).toEqual([
      'link: link on background has a contrast of 2.32:1; WCAG AA needs at least 4.5:1',
      'onPrimary: onPrimary on primary has a contrast of 1.00:1; WCAG AA needs at least 4.5:1',
    ]);
  });

  it('asks for #RRGGBB colors', () => {
    expect(
      issuesOf(ThemeColorsSchema.safeParse({ ...bequest.branding.theme, text: 'black' })),
    ).toContain('text: Use a color written #RRGGBB');
  });
});

describe('platform-core.md 3, documents.md 2.7 tenant e-mail settings', () => {
  const email = bequest.email;

  it.each([
    ['Bequest <no-reply@bequest.example>', true],
    ['no-reply@bequest.example', true],
    ['Bequest no-reply@bequest.example', false],
    ['<no-reply@bequest.example>', false],
    ['Bequest <no-reply>', false],
  ])('from address %j is valid: %j', (from, valid) => {
    expect(TenantEmailSchema.safeParse({ ...email, from }).success).toBe(valid);
  });

  it.each([
    ['smtp://127.0.0.1:2525', true],
    ['smtps://mail.bequest.example:465', true],
    [null, true],
    ['smtp://user:secret@mail.bequest.example', false],
    ['https://mail.bequest.example', false],
  ])('server %j is valid: %j', (server, valid) => {
    expect(TenantEmailSchema.safeParse({ ...email, server }).success).toBe(valid);
  });

  it('requires {testatorName} in the nominee notification help text', () => {
    const result = TenantEmailSchema.safeParse({
      ...email,
      nomineeNotification: {
        ...email.nomineeNotification,
        additionalHelpText: 'Someone named you.',
      },
    });
    expect(issuesOf(result)).toEqual([
      'nomineeNotification.additionalHelpText: Include {testatorName} in the text',
    ]);
  });

  it('fills {testatorName} in the help text', () => {
    expect(fillNomineeHelpText('{testatorName} named you. Ask {testatorName}.', 'Ana Diaz')).toBe(
      'Ana Diaz named you. Ask Ana Diaz.',
    );
  });
});

describe('platform-core.md 3 secrets never reach clients', () => {
  const withSecrets: TenantConfiguration = {
    ...TENANT_CONFIGURATIONS['acme-wealth'],
    secrets: { ssoClientSecret: 'client-secret', emailServerPassword: 'smtp-password' },
  };

  it('publicTenantConfiguration strips the secrets and keeps everything else', () => {
    const published = publicTenantConfiguration(withSecrets);
    expect(published).not.toHaveProperty('secrets');
    expect(JSON.stringify(published)).not.toMatch(/client-secret|smtp-password/);
    const { secrets: _secrets, ...rest } = withSecrets;
    expect(published).toEqual(rest);
    expect(PublicTenantConfigurationSchema.parse(published)).toEqual(published);
  });

  it('the public schema drops secrets sent to it', () => {
    expect(PublicTenantConfigurationSchema.parse(withSecrets)).not.toHaveProperty('secrets');
  });
});

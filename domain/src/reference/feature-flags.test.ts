import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_NAMES, isFlagOn, resolveFlags } from './feature-flags';
import { FeatureFlagsSchema } from './feature-flags-schema';
import {
  EXPERIMENTS,
  isRepeatWillUserTreatmentArm,
  REPEAT_WILL_USER_ARMS,
  resolveExperimentSwitches,
} from './experiments';

describe('platform-core.md 9, documents.md 9, giving-and-beneficiaries.md 9 feature flags (production values)', () => {
  it.each([
    ['FW_CANADA', false],
    ['FW_DO_NOT_SELL_PAGE', false],
    ['FW_HAS_TRACKING', true],
    ['FW_HAS_GIFT_CONFIRMATION_NEW_PAGE', true],
    ['FW_GUEST_STOCK_GIFT', true],
    ['FW_CONDITIONAL_GIFT_INTENT_FIELDS', true],
    ['FW_AHCD_CO_AGENTS', false],
    ['FW_EXPANDED_NONPROFIT_TYPEAHEAD_SUGGESTIONS', false],
    ['FW_REMOTE_WITNESS', false],
    ['FW_HAS_BEQUEST_CLIENT_COUNSEL', true],
    ['FW_DONOR_UX_CUSTOM_THEME', true],
    ['FW_HAS_SEGMENTED_AUTH_FLOW', true],
    ['FW_FEDERATED_IMPROVEMENTS', false],
    ['FW_ACCOUNT_PAGE_REDESIGN', false],
    ['FW_HAS_ATTORNEY_CONSULT', true],
    ['FW_HAS_BEQUEST_UPDATED_UX', true],
    ['FW_WEBFLOW_SUBDOMAINS', false],
    ['FW_HAS_BEQUEST_UPDATED_UX_SLICE2', false],
    // Named without a value: off until switched on.
    ['FW_CA_COMPLIANCE', false],
    ['FW_NEW_ONE_CLICK_PAGES', false],
    ['FW_SGS_WIDGET', false],
    ['FW_RWU_DEEP_LINKING', false],
    ['FW_MULTI_CATEGORY_FEATURES', false],
    ['FW_RECURRING_DAF_GRANTS', false],
  ] as const)('%s is %j', (name, value) => {
    expect(FEATURE_FLAG_DEFAULTS[name]).toBe(value);
    expect(resolveFlags()[name]).toBe(value);
  });

  it('knows exactly the 24 named flags', () => {
    expect(FEATURE_FLAG_NAMES).toHaveLength(24);
  });

  it('describes the flags in effect as the server answers them: every flag, a boolean each', () => {
    expect(FeatureFlagsSchema.parse(resolveFlags())).toEqual(FEATURE_FLAG_DEFAULTS);
    const { FW_CANADA: _missing, ...incomplete } = FEATURE_FLAG_DEFAULTS;
    expect(FeatureFlagsSchema.safeParse(incomplete).success).toBe(false);
    expect(
      FeatureFlagsSchema.safeParse({ ...FEATURE_FLAG_DEFAULTS, FW_CANADA: 'true' }).success,
    ).toBe(false);
  });
});

describe('platform-core.md 9 a flag is a boolean or the string "true"', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['TRUE', false],
    ['1', false],
    [1, false],
    [null, false],
    [undefined, false],
  ])('isFlagOn(%j) is %j', (value, expected) => {
    expect(isFlagOn(value)).toBe(expected);
  });

  it('merges raw values over the production defaults', () => {
    const flags = resolveFlags({
      FW_CANADA: 'true',
      FW_HAS_TRACKING: 'false',
      FW_GUEST_STOCK_GIFT: false,
      FW_DO_NOT_SELL_PAGE: true,
      FW_HAS_ATTORNEY_CONSULT: null,
      FW_REMOTE_WITNESS: undefined,
      FW_UNKNOWN: true,
    });
    expect(flags).toEqual({
      ...FEATURE_FLAG_DEFAULTS,
      FW_CANADA: true,
      FW_HAS_TRACKING: false,
      FW_GUEST_STOCK_GIFT: false,
      FW_DO_NOT_SELL_PAGE: true,
    });
    expect(flags).not.toHaveProperty('FW_UNKNOWN');
  });

  it('ignores inherited names', () => {
    const overrides = Object.create({ FW_CANADA: true }) as Record<string, unknown>;
    expect(resolveFlags(overrides).FW_CANADA).toBe(false);
  });
});

describe('platform-core.md 4.2, 9, documents.md 2.9 experiments', () => {
  it('names the experiments and their parameters', () => {
    expect(EXPERIMENTS.FW_TRUST_ALL_STATES.parameter).toBe('has_trust_all_states');
    expect(EXPERIMENTS.attorney_consult_banner_copy.parameter).toBe('banner_copy');
    expect(Object.keys(EXPERIMENTS)).toEqual([
      'FW_TRUST_ALL_STATES',
      'FW_REPEAT_WILL_USER_EXPERIMENT',
      'FW_SHARE_WILL_FLOW_USERS_OPTIONAL',
      'FW_DOWNLOAD_PAGE_REDESIGN',
      'attorney_consult_banner_copy',
    ]);
    expect(REPEAT_WILL_USER_ARMS).toEqual(['control', 'A', 'B']);
  });

  it.each([
    ['A', true],
    ['B', true],
    ['control', false],
    ['a', false],
    [null, false],
    [undefined, false],
  ])('arm %j is a non-control arm: %j', (arm, expected) => {
    expect(isRepeatWillUserTreatmentArm(arm)).toBe(expected);
  });

  it('runs no experiment unless its variable switches it on, read like a flag', () => {
    expect(Object.values(resolveExperimentSwitches()).some(Boolean)).toBe(false);
    const switches = resolveExperimentSwitches({
      FW_REPEAT_WILL_USER_EXPERIMENT: 'true',
      FW_TRUST_ALL_STATES: 'TRUE',
      FW_DOWNLOAD_PAGE_REDESIGN: true,
      FW_UNKNOWN: true,
    });
    expect(switches).toEqual({
      FW_TRUST_ALL_STATES: false,
      FW_REPEAT_WILL_USER_EXPERIMENT: true,
      FW_SHARE_WILL_FLOW_USERS_OPTIONAL: false,
      FW_DOWNLOAD_PAGE_REDESIGN: true,
      attorney_consult_banner_copy: false,
    });
  });
});

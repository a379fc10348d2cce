/**
 * Feature flags and their production values (platform-core.md 9, documents.md 9,
 * giving-and-beneficiaries.md 9). {BRAND} is BEQUEST. The specification names six flags
 * without a value (FW_CA_COMPLIANCE, FW_NEW_ONE_CLICK_PAGES, FW_SGS_WIDGET, FW_RWU_DEEP_LINKING,
 * FW_MULTI_CATEGORY_FEATURES, FW_RECURRING_DAF_GRANTS): they default to off, so an unfinished
 * feature stays hidden until it is switched on.
 */
export const FEATURE_FLAG_DEFAULTS = {
  FW_CANADA: false,
  FW_DO_NOT_SELL_PAGE: false,
  FW_HAS_TRACKING: true,
  FW_HAS_GIFT_CONFIRMATION_NEW_PAGE: true,
  FW_GUEST_STOCK_GIFT: true,
  FW_CONDITIONAL_GIFT_INTENT_FIELDS: true,
  FW_AHCD_CO_AGENTS: false,
  FW_EXPANDED_NONPROFIT_TYPEAHEAD_SUGGESTIONS: false,
  FW_REMOTE_WITNESS: false,
  FW_HAS_BEQUEST_CLIENT_COUNSEL: true,
  FW_DONOR_UX_CUSTOM_THEME: true,
  FW_HAS_SEGMENTED_AUTH_FLOW: true,
  FW_FEDERATED_IMPROVEMENTS: false,
  FW_ACCOUNT_PAGE_REDESIGN: false,
  FW_HAS_ATTORNEY_CONSULT: true,
  FW_HAS_BEQUEST_UPDATED_UX: true,
  FW_WEBFLOW_SUBDOMAINS: false,
  FW_HAS_BEQUEST_UPDATED_UX_SLICE2: false,
  FW_CA_COMPLIANCE: false,
  FW_NEW_ONE_CLICK_PAGES: false,
  FW_SGS_WIDGET: false,
  FW_RWU_DEEP_LINKING: false,
  FW_MULTI_CATEGORY_FEATURES: false,
  FW_RECURRING_DAF_GRANTS: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

/** A flag is on when its value is the boolean true or the string "true" (platform-core.md 9). */
export const isFlagOn = (value: unknown): boolean => value === true || value === 'true';

/**
 * The flags in effect: each raw value (boolean or string) read with isFlagOn over the production
 * defaults; a flag with no value (absent, undefined or null) keeps its default; unknown names are
 * ignored (platform-core.md 9).
 */
export const resolveFlags = (overrides: Readonly<Record<string, unknown>> = {}): FeatureFlags => {
  const flags = { ...FEATURE_FLAG_DEFAULTS } as Record<FeatureFlagName, boolean>;
  for (const name of FEATURE_FLAG_NAMES) {
    const raw = Object.hasOwn(overrides, name) ? overrides[name] : undefined;
    if (raw !== undefined && raw !== null) flags[name] = isFlagOn(raw);
  }
  return flags;
};

import type { FeatureFlags } from '@bequest/domain';
import type { SmartGivingRecord } from '../ports/smart-giving-pages.port';

/** A page as visitors see it: its color only with FW_DONOR_UX_CUSTOM_THEME on, the site's otherwise. */
export const themedPage = (page: SmartGivingRecord, flags: FeatureFlags): SmartGivingRecord =>
  flags.FW_DONOR_UX_CUSTOM_THEME
    ? page
    : { ...page, settings: { ...page.settings, primaryColor: null } };

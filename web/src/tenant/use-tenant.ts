import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '@bequest/sdk/app';
import { useTenant } from '@bequest/sdk/react';

/** The feature flags the server has in effect; their production values until it answers (platform-core.md 9). */
export const useFeatureFlags = (): FeatureFlags =>
  useTenant().data?.featureFlags ?? FEATURE_FLAG_DEFAULTS;

/** The main brand has the public shell; every white label has the tenant shell (2.1). */
export const MAIN_BRAND_TENANT_ID = 'bequest';

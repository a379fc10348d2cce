import { err, ok, type Result } from 'neverthrow';
import type { EstatePlanPackageType, HouseholdPlanChoice } from './estate-plan-package-type';

export const WILL_PROFILE_STEP = '/basics/personal/profile';
export const INCAPACITY_ONLY_ROUTE = '/dfpoa';
export const DASHBOARD_ROUTE = '/account';

export interface UnsupportedPlanTypeError {
  readonly code: 'PLAN.UNSUPPORTED_TYPE';
  readonly message: 'Unsupported plan type';
}

export interface PlanRouteContext {
  /** The will flow's base path: /will, or a tenant's own. */
  readonly willBase: string;
  /** The account owner's own package, followed by the custom plan. */
  readonly ownerPackage: EstatePlanPackageType | null;
}

const unsupported = (): UnsupportedPlanTypeError => ({
  code: 'PLAN.UNSUPPORTED_TYPE',
  message: 'Unsupported plan type',
});

const packageRoute = (
  plan: EstatePlanPackageType | 'attorney_drafted' | null,
  context: PlanRouteContext,
): string => {
  switch (plan) {
    case 'will_based':
    case 'will_only':
      return `${context.willBase}${WILL_PROFILE_STEP}`;
    case 'trust_based':
    case 'trust_only':
      return `/rlt${WILL_PROFILE_STEP}`;
    case 'incapacity_only':
      return INCAPACITY_ONLY_ROUTE;
    case 'no_required_docs':
      return DASHBOARD_ROUTE;
    case 'attorney_drafted':
    case null:
      return '/';
  }
};

/**
 * Where the household submit goes for a plan (platform-core.md 4.9). The plan arrives as data,
 * so a value outside the known types is refused with "Unsupported plan type".
 */
export const planRoute = (
  plan: HouseholdPlanChoice | 'attorney_drafted' | null | (string & {}),
  context: PlanRouteContext,
): Result<string, UnsupportedPlanTypeError> => {
  const normalized = typeof plan === 'string' ? plan.toLowerCase() : plan;
  if (normalized === 'custom_plan') return ok(packageRoute(context.ownerPackage, context));
  const known = [
    'will_based',
    'will_only',
    'trust_based',
    'trust_only',
    'incapacity_only',
    'no_required_docs',
    'attorney_drafted',
  ];
  if (normalized !== null && !known.includes(normalized)) return err(unsupported());
  return ok(packageRoute(normalized as EstatePlanPackageType | 'attorney_drafted' | null, context));
};

import type { PlanType } from '../products/product-type';
import { LOCAL_STORAGE_KEYS, type DismissalTimes } from '../reference/local-storage';

/** Where each flow remembers its dismissals of the duplicate-plan warning (documents.md 4.2). */
export const DUPLICATE_WARNING_STORAGE_KEY = {
  WILL: LOCAL_STORAGE_KEYS.willMultipleEstatePlanWarningDismissalTimes,
  RLT: LOCAL_STORAGE_KEYS.rltMultipleEstatePlanWarningDismissalTimes,
} as const satisfies Partial<Record<PlanType, string>>;

/**
 * Whether a will or trust wizard warns that the person has started the other plan too
 * (documents.md 4.2): with the tenant's warnDuplicateEstatePlanCreation on, the other plan
 * started, and this warning not dismissed for that plan.
 */
export const showsDuplicatePlanWarning = (input: {
  readonly warnDuplicateEstatePlanCreation: boolean;
  readonly otherPlanId: string | null | undefined;
  readonly dismissals: DismissalTimes;
}): boolean =>
  input.warnDuplicateEstatePlanCreation &&
  Boolean(input.otherPlanId) &&
  !input.dismissals[input.otherPlanId!];

/** The dismissals with this warning dismissed now for the other plan. */
export const dismissDuplicatePlanWarning = (
  dismissals: DismissalTimes,
  otherPlanId: string,
  now: Date,
): DismissalTimes => ({ ...dismissals, [otherPlanId]: now.toISOString() });

import type { EstatePlanPackageType } from '@bequest/sdk/app';

/** The three plans of the choose-your-plan page (platform-core.md 2.10), in this project's words. */
export interface PlanOption {
  readonly packageType: Extract<
    EstatePlanPackageType,
    'trust_based' | 'will_based' | 'incapacity_only'
  >;
  readonly title: string;
  readonly badge?: string;
  readonly summary: string;
  readonly chooseLabel: string;
  /**
   * When this plan fits, in the specification's words (platform-core.md 1 "Plan guidance copy"):
   * the comparison modal of the choose-your-plan page and the household page's plan cards.
   */
  readonly bestFor: string;
}

/** Said with the plans (platform-core.md 1), where the tenant offers the Beneficiary Plan. */
export const BENEFICIARY_PLAN_NOTE = 'An optional Beneficiary Plan is included with each plan.';

export const PLAN_OPTIONS: readonly PlanOption[] = [
  {
    packageType: 'trust_based',
    title: 'Trust-based plan',
    badge: 'Most common',
    summary:
      'A revocable living trust holds your property so your family can skip probate, with a pour-over will to catch anything left outside it, plus your healthcare directive and financial power of attorney.',
    chooseLabel: 'Choose trust-based plan',
    bestFor:
      'Trust-based plans suit higher net worth individuals (for example over $1 million net worth, homeowners, over $100,000 in non-retirement assets), more complex matters, and states with expensive or lengthy probate; estates generally above $1-2 million.',
  },
  {
    packageType: 'will_based',
    title: 'Will-based plan',
    summary:
      'A last will names who inherits, who looks after your children and who settles your estate, plus your healthcare directive and financial power of attorney.',
    chooseLabel: 'Choose will-based plan',
    bestFor:
      'Will-based plans suit smaller or simple estates (for example under $2 million net worth, no real estate, under $100,000 in non-retirement assets) and are subject to probate.',
  },
  {
    packageType: 'incapacity_only',
    title: 'Incapacity-only plan',
    summary:
      'A healthcare directive and a financial power of attorney: who decides for you, and how, if you cannot decide for yourself.',
    chooseLabel: 'Choose incapacity-only plan',
    bestFor:
      'Incapacity-only plans (power of attorney plus healthcare directive) suit those who already have an up-to-date Will or Trust.',
  },
];

/** When each plan fits (platform-core.md 1), by its package type. */
export const PLAN_GUIDANCE = Object.fromEntries(
  PLAN_OPTIONS.map((option) => [option.packageType, option.bestFor]),
) as Readonly<Record<PlanOption['packageType'], string>>;

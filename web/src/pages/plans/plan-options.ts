import type { EstatePlanPackageType } from '@bequest/sdk';

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
  /** For the comparison modal: when this plan fits. */
  readonly bestFor: string;
}

export const PLAN_OPTIONS: readonly PlanOption[] = [
  {
    packageType: 'trust_based',
    title: 'Trust-based plan',
    badge: 'Most common',
    summary:
      'A revocable living trust holds your property so your family can skip probate, with a pour-over will to catch anything left outside it, plus your healthcare directive and financial power of attorney.',
    chooseLabel: 'Choose trust-based plan',
    bestFor:
      'You own a home or other property, want to keep your estate private and out of probate court, or own property in more than one state.',
  },
  {
    packageType: 'will_based',
    title: 'Will-based plan',
    summary:
      'A last will names who inherits, who looks after your children and who settles your estate, plus your healthcare directive and financial power of attorney.',
    chooseLabel: 'Choose will-based plan',
    bestFor:
      'Your estate is simple, or most of what you own already passes by beneficiary designation, and probate in your state is straightforward.',
  },
  {
    packageType: 'incapacity_only',
    title: 'Incapacity-only plan',
    summary:
      'A healthcare directive and a financial power of attorney: who decides for you, and how, if you cannot decide for yourself.',
    chooseLabel: 'Choose incapacity-only plan',
    bestFor:
      'You already have a will or trust you are happy with and only need the documents that work during your lifetime.',
  },
];

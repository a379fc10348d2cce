import { isSectionCompleted, type EstatePlan, type EstatePlanSection } from '@bequest/sdk/app';

/** A yes/no question's saved answer: unanswered until its section was finished once. */
export const savedYesNo = (
  plan: EstatePlan,
  section: EstatePlanSection,
  yes: boolean,
): 'yes' | 'no' | null =>
  isSectionCompleted(plan.planType, plan.lastSectionCompleted, section)
    ? yes
      ? 'yes'
      : 'no'
    : null;

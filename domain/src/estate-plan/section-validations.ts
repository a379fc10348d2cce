import { isTotallyAllocated } from '../beneficiary-plan/allocation';
import type { PlanType } from '../products/product-type';
import { hasPartnerStatus } from '../profiles/marital-status';
import type { EstatePlan } from './estate-plan';
import type { EstatePlanSection } from './estate-plan-section';
import { isSectionCompleted } from './sections';

/** One problem of a completed section (documents.md 3.5): a plan is valid when there are none. */
export interface SectionValidation {
  readonly section: EstatePlanSection;
  readonly field: string;
  readonly message: string;
}

export const SECTION_VALIDATION_MESSAGES = {
  state: 'Please enter your state',
  spouse: 'Please enter the name of your spouse or partner',
  residuary: 'The shares of your beneficiaries must add up to 100%',
  executor: 'Please name at least one executor',
  successorTrustee: 'Please name at least one successor trustee',
} as const;

type Checked = Pick<
  EstatePlan,
  | 'planType'
  | 'lastSectionCompleted'
  | 'maritalStatus'
  | 'spouse'
  | 'residuaryBeneficiaries'
  | 'executors'
  | 'successorTrustees'
>;

/**
 * The section validations of a plan (documents.md 3.5, 4.2): each completed section is checked
 * for what the document cannot be drawn up without. The state is the profile's.
 */
export const estatePlanSectionValidations = (
  plan: Checked,
  state: string | null,
): SectionValidation[] => {
  const done = (section: EstatePlanSection) =>
    isSectionCompleted(plan.planType as PlanType, plan.lastSectionCompleted, section);
  const problems: SectionValidation[] = [];
  if (done('BASIC_INFO') && !state)
    problems.push({
      section: 'BASIC_INFO',
      field: 'profile.administrativeArea',
      message: SECTION_VALIDATION_MESSAGES.state,
    });
  if (done('BASIC_INFO') && hasPartnerStatus(plan.maritalStatus) && !plan.spouse?.fullName.first)
    problems.push({
      section: 'BASIC_INFO',
      field: 'spouse',
      message: SECTION_VALIDATION_MESSAGES.spouse,
    });
  const firstLevel = plan.residuaryBeneficiaries.filter((b) => b.level === 'NUMBER_1');
  if (done('RESIDUARY') && !isTotallyAllocated(firstLevel))
    problems.push({
      section: 'RESIDUARY',
      field: 'residuaryBeneficiaries',
      message: SECTION_VALIDATION_MESSAGES.residuary,
    });
  if (plan.planType === 'RLT' && done('SUCCESSOR') && plan.successorTrustees.length === 0)
    problems.push({
      section: 'SUCCESSOR',
      field: 'successorTrustees',
      message: SECTION_VALIDATION_MESSAGES.successorTrustee,
    });
  if (done('WILL_EXECUTORS') && plan.executors.length === 0)
    problems.push({
      section: 'WILL_EXECUTORS',
      field: 'executors',
      message: SECTION_VALIDATION_MESSAGES.executor,
    });
  return problems;
};

import { flowStep, type EstatePlanFlow } from './estate-plan-flows';
import type { EstatePlanSection } from '../estate-plan-section';

/** The query of a flow's base naming the step a deep link opens: `/will?step=/gifts`. */
export const DEEP_LINK_STEP_PARAM = 'step';

/**
 * Where a deep link into a will or trust opens (FW_RWU_DEEP_LINKING, ADR 0030): a repeat will user,
 * whose plan reached its review, goes straight to the step the link names (an e-mail's "update
 * your executors"); null, so the flow resumes as usual, with the flag off, a plan not yet reviewed
 * (its earlier steps may be unanswered) or a step the flow does not have.
 */
export const deepLinkedStep = (
  flow: EstatePlanFlow,
  plan: { readonly lastSectionCompleted: EstatePlanSection | null } | null,
  requested: string | null,
  deepLinking: boolean,
): string | null => {
  if (!deepLinking || !requested || plan?.lastSectionCompleted !== 'REVIEW') return null;
  const step = flowStep(flow, requested);
  return step ? `${flow.base}${step.path}` : null;
};

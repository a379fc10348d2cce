import { DEEP_LINK_STEP_PARAM, deepLinkedStep, estatePlanResumePath } from '@bequest/sdk/app';
import { useTenant } from '@bequest/sdk/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useEstatePlanWizard } from './estate-plan-context';

/**
 * The flow's base: a plan under way resumes where the person left off (documents.md 2.3); with
 * FW_RWU_DEEP_LINKING, a reviewed plan opens the step a link names (`?step=/gifts`).
 */
export const ResumeEntry = () => {
  const { flow, plan } = useEstatePlanWizard();
  const requested = useSearchParams()[0].get(DEEP_LINK_STEP_PARAM);
  const flags = useTenant().data?.featureFlags;
  // A link naming a step waits for the flags, so that it is not resumed past before they come.
  if (requested && !flags) return null;
  const to =
    deepLinkedStep(flow, plan, requested, flags?.FW_RWU_DEEP_LINKING ?? false) ??
    estatePlanResumePath(flow.planType, flow.base, plan);
  return <Navigate to={to} replace />;
};

export default ResumeEntry;

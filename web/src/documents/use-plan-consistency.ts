import {
  documentConsistencyFindings,
  type PlanConsistencyFinding,
  type PlanType,
} from '@bequest/sdk/app';
import { useDocument, useTenant } from '@bequest/sdk/react';
import { useBeneficiaryPlan } from '../pages/beneficiary-plan/use-beneficiary-plan';
import { useCurrentUser } from '../session/use-current-user';

export type PlanConsistency = Readonly<Record<PlanType, readonly PlanConsistencyFinding[]>>;

const NONE: PlanConsistency = { WILL: [], RLT: [] };

/**
 * Where the active profile's beneficiary designations disagree with their will and their trust
 * (issue 29), computed here by the domain's rule from the documents, the beneficiary plan and
 * the profile. Each is read only when the profile has it, and nothing is found until all are in.
 */
export const usePlanConsistency = (): PlanConsistency => {
  const user = useCurrentUser().data;
  const offersPlan = useTenant().data?.configuration.beneficiaryPlan ?? false;
  const profile = user?.activeProfile;
  const hasPlan = offersPlan && (profile?.nonprobatePlans?.length ?? 0) > 0;
  const will = useDocument('will', hasPlan && Boolean(profile?.will));
  const trust = useDocument('rlt', hasPlan && Boolean(profile?.rlt));
  const plan = useBeneficiaryPlan(hasPlan);
  if (!user || !profile || !hasPlan || !plan.data) return NONE;
  const partner =
    user.profiles.find((candidate) => candidate.randId === profile.maritalPartnerProfileId) ?? null;
  const marital = { maritalStatus: profile.maritalStatus, partner };
  const findingsOf = (data: Record<string, unknown> | undefined) =>
    data ? documentConsistencyFindings(data, plan.data, marital) : [];
  return { WILL: findingsOf(will.data?.data), RLT: findingsOf(trust.data?.data) };
};

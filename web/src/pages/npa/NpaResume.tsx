import { nextNpaStep } from '@bequest/sdk/app';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { useCurrentUser } from '../../session/use-current-user';
import { useBeneficiaryPlan } from '../beneficiary-plan/use-beneficiary-plan';
import { useNpaFlow, useStepPath } from './npa-flow';

/**
 * /npa and /beneficiaries/:partnerUrl/give (giving 2.1): the person lands on their first
 * unfinished step, read from their profile and plan (nextNpaStep).
 */
export const NpaResume = () => {
  const plan = useBeneficiaryPlan();
  const user = useCurrentUser();
  const { mainBrand } = useNpaFlow();
  const stepPath = useStepPath();
  if (plan.isError)
    return (
      <div className="page narrow">
        <h1>Beneficiary Plan</h1>
        <p role="alert">{plan.error.message}</p>
      </div>
    );
  if (plan.isPending || !user.data) return <Loading />;
  const next = nextNpaStep({
    profile: user.data.activeProfile,
    plan: plan.data,
    mainBrand,
  });
  return (
    <Navigate
      replace
      to={stepPath(next.step, { assetId: next.assetId, planId: plan.data?.randId ?? null })}
    />
  );
};

import { flowLastReachedPath } from '@bequest/sdk/app';
import { Navigate } from 'react-router-dom';
import { useEstatePlanWizard } from './estate-plan-context';

/** /_last: the first step not yet finished (documents.md 2.3). */
export const LastReachedStep = () => {
  const { flow, plan } = useEstatePlanWizard();
  return <Navigate to={flowLastReachedPath(flow, plan.lastSectionCompleted)} replace />;
};

export default LastReachedStep;

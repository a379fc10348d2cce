import { estatePlanResumePath } from '@bequest/sdk/app';
import { Navigate } from 'react-router-dom';
import { useEstatePlanWizard } from './estate-plan-context';

/** The flow's base: a plan under way resumes where the person left off (documents.md 2.3). */
export const ResumeEntry = () => {
  const { flow, plan } = useEstatePlanWizard();
  return <Navigate to={estatePlanResumePath(flow.planType, flow.base, plan)} replace />;
};

export default ResumeEntry;

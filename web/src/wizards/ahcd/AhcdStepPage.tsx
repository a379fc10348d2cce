import { ahcdPathAfter, ahcdStepsFor } from '@bequest/sdk';
import { Navigate, useLocation } from 'react-router-dom';
import { useAhcdWizard } from './ahcd-context';
import { AnswerStep } from './AnswerStep';
import { PersonalDetailsStep } from './PersonalDetailsStep';
import { PersonalNameStep } from './PersonalNameStep';

/**
 * One step of the directive, found by its path among the steps of the person's state; a step
 * the state does not show (Utah's, elsewhere) passes on to the next.
 */
export const AhcdStepPage = () => {
  const { state } = useAhcdWizard();
  const { pathname } = useLocation();
  const step = ahcdStepsFor(state).find((candidate) => candidate.path === pathname);
  if (!step) return <Navigate to={ahcdPathAfter(state, pathname)} replace />;
  if (step.question.kind === 'personal-name') return <PersonalNameStep step={step} />;
  if (step.question.kind === 'personal-details') return <PersonalDetailsStep step={step} />;
  return <AnswerStep key={step.path} step={step} />;
};

export default AhcdStepPage;

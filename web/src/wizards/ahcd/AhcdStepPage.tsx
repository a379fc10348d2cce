import { ahcdPathAfter, ahcdStepsFor, type AhcdStep } from '@bequest/sdk';
import { Navigate, useLocation } from 'react-router-dom';
import { useAhcdWizard } from './ahcd-context';
import { AnswerStep } from './AnswerStep';
import { PersonalDetailsStep } from '../personal/PersonalDetailsStep';
import { PersonalNameStep } from '../personal/PersonalNameStep';
import { useAhcdStep } from './use-ahcd-step';

/** A personal step of the directive, saved on the profile. */
const AhcdPersonalStep = ({ step }: { readonly step: AhcdStep }) => {
  const props = { title: step.title, help: step.help, ...useAhcdStep(step) };
  return step.question.kind === 'personal-name' ? (
    <PersonalNameStep {...props} />
  ) : (
    <PersonalDetailsStep {...props} />
  );
};

/**
 * One step of the directive, found by its path among the steps of the person's state; a step
 * the state does not show (Utah's, elsewhere) passes on to the next.
 */
export const AhcdStepPage = () => {
  const { state } = useAhcdWizard();
  const { pathname } = useLocation();
  const step = ahcdStepsFor(state).find((candidate) => candidate.path === pathname);
  if (!step) return <Navigate to={ahcdPathAfter(state, pathname)} replace />;
  if (step.question.kind === 'personal-name' || step.question.kind === 'personal-details')
    return <AhcdPersonalStep key={step.path} step={step} />;
  return <AnswerStep key={step.path} step={step} />;
};

export default AhcdStepPage;

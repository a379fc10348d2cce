import { ahcdPathAfter, ahcdStepsFor, type AhcdStep } from '@bequest/sdk/app';
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
 * One step of the directive, found by its path among the steps shown to this person; a step not
 * shown (Utah's, elsewhere; the limited-care question after "prolong") passes on to the next.
 */
export const AhcdStepPage = () => {
  const { ahcd, state } = useAhcdWizard();
  const { pathname } = useLocation();
  const step = ahcdStepsFor(ahcd, state).find((candidate) => candidate.path === pathname);
  if (!step) return <Navigate to={ahcdPathAfter(ahcd, state, pathname)} replace />;
  if (step.question.kind === 'personal-name' || step.question.kind === 'personal-details')
    return <AhcdPersonalStep key={step.path} step={step} />;
  return <AnswerStep key={step.path} step={step} />;
};

export default AhcdStepPage;

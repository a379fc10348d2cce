import { dfpoaPathAfter, dfpoaStepAt, type DfpoaStep } from '@bequest/sdk/app';
import { Navigate, useLocation } from 'react-router-dom';
import { PersonalDetailsStep } from '../personal/PersonalDetailsStep';
import { PersonalNameStep } from '../personal/PersonalNameStep';
import { useStartedDfpoa } from './dfpoa-context';
import { DfpoaAnswerStep } from './DfpoaAnswerStep';
import { useDfpoaStep } from './use-dfpoa-step';

/** A personal step of the power of attorney, saved on the profile. */
const DfpoaPersonalStep = ({ step }: { readonly step: DfpoaStep }) => {
  const props = { title: step.title, help: step.help, ...useDfpoaStep(step) };
  return step.question.kind === 'personal-name' ? (
    <PersonalNameStep {...props} />
  ) : (
    <PersonalDetailsStep {...props} />
  );
};

/**
 * One lettered step, found among the steps shown for the answers and the state; a power's own
 * section leads to the list of powers, and a step the state or the answers skip (documents.md
 * 5.5) passes on to the next.
 */
export const DfpoaStepPage = () => {
  const { dfpoa, state } = useStartedDfpoa();
  const { pathname } = useLocation();
  const step = dfpoaStepAt(dfpoa, state, pathname);
  if (!step) return <Navigate to={dfpoaPathAfter(dfpoa, state, pathname)} replace />;
  if (step.path !== pathname) return <Navigate to={step.path} replace />;
  if (step.question.kind === 'personal-name' || step.question.kind === 'personal-details')
    return <DfpoaPersonalStep key={step.path} step={step} />;
  return <DfpoaAnswerStep key={step.path} step={step} />;
};

export default DfpoaStepPage;

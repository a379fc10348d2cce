import { ahcdFlagCompletedBy, ahcdPathAfter, ahcdPathBefore, type AhcdStep } from '@bequest/sdk';
import { useNavigate } from 'react-router-dom';
import { useStartedAhcd } from './ahcd-context';

/**
 * A step's way back and its save: the answers, with the section's flag when the step closes
 * its section for the person's state, then the next step.
 */
export const useAhcdStep = (step: AhcdStep) => {
  const { state, save } = useStartedAhcd();
  const navigate = useNavigate();
  return {
    backTo: ahcdPathBefore(state, step.path),
    saveStep: async (changes: Record<string, unknown>) => {
      const flag = ahcdFlagCompletedBy(state, step.path);
      const failure = await save({ changes: flag ? { ...changes, [flag]: true } : changes });
      if (failure === null) navigate(ahcdPathAfter(state, step.path));
      return failure;
    },
  };
};

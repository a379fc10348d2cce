import {
  ahcdFlagCompletedBy,
  ahcdPathAfter,
  ahcdPathBefore,
  AhcdSchema,
  type AhcdStep,
} from '@bequest/sdk/app';
import { useNavigate } from 'react-router-dom';
import { useStartedAhcd } from './ahcd-context';

/**
 * A step's way back and its save: the answers, with the section's flag when the step closes
 * its section for these answers in the person's state, then the next step shown after them.
 */
export const useAhcdStep = (step: AhcdStep) => {
  const { ahcd, state, save } = useStartedAhcd();
  const navigate = useNavigate();
  return {
    backTo: ahcdPathBefore(ahcd, state, step.path),
    saveStep: async (changes: Record<string, unknown>) => {
      const answers = AhcdSchema.parse({ ...ahcd, ...changes });
      const flag = ahcdFlagCompletedBy(answers, state, step.path);
      const failure = await save({ changes: flag ? { ...changes, [flag]: true } : changes });
      if (failure === null) navigate(ahcdPathAfter(answers, state, step.path));
      return failure;
    },
  };
};

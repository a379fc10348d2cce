import { bequestKeys } from '@bequest/sdk/react';
import {
  DfpoaSchema,
  dfpoaPathAfter,
  dfpoaPathBefore,
  dfpoaSectionCompletedBy,
  type DfpoaStep,
  type DocumentView,
} from '@bequest/sdk/app';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useStartedDfpoa } from './dfpoa-context';

/**
 * A step's way back and its save: the answers, completing the section when the step is the
 * section's last for the answers and the state, then the next step of the saved document,
 * whose rules the server applied.
 */
export const useDfpoaStep = (step: DfpoaStep) => {
  const { dfpoa, state, save } = useStartedDfpoa();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    backTo: dfpoaPathBefore(dfpoa, state, step.path),
    saveStep: async (changes: Record<string, unknown>) => {
      const answered = DfpoaSchema.parse({ ...dfpoa, ...changes });
      const failure = await save({
        changes,
        completeSection: dfpoaSectionCompletedBy(answered, state, step.path) ?? undefined,
      });
      if (failure !== null) return failure;
      const saved = queryClient.getQueryData<DocumentView>(bequestKeys.documents.detail('dfpoa'));
      navigate(dfpoaPathAfter(saved ? DfpoaSchema.parse(saved.data) : answered, state, step.path));
      return null;
    },
  };
};

import type { FundingStepStatus } from '@bequest/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TrustFundingView } from '../contract/trust-funding.routes';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/**
 * The active profile's trust funding steps (issue 29); not asked for while `enabled` is false
 * (no finished trust).
 */
export const useTrustFunding = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.trustFunding(),
    enabled,
    queryFn: () => unwrap(bequest.getTrustFunding()),
  });
};

/**
 * Marks a funding step, then holds the plan the server answers; the outcome is the failure's
 * message, or null.
 */
export const useUpdateFundingStep = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (stepKey: string, status: FundingStepStatus): Promise<string | null> => {
      const saved = await bequest.updateFundingStep({ params: { stepKey }, body: status });
      if (saved.isErr()) return saved.error.error.message;
      queryClient.setQueryData<TrustFundingView>(bequestKeys.trustFunding(), saved.value);
      return null;
    },
    [bequest, queryClient],
  );
};

/** Turns the funding reminders off or on; the outcome is the failure's message, or null. */
export const useSetFundingReminders = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (remindersOn: boolean): Promise<string | null> => {
      const saved = await bequest.setFundingReminders({ body: { remindersOn } });
      if (saved.isErr()) return saved.error.error.message;
      queryClient.setQueryData<TrustFundingView>(bequestKeys.trustFunding(), saved.value);
      return null;
    },
    [bequest, queryClient],
  );
};

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FiduciaryShareViewBody } from '../contract/fiduciary-sharing.routes';
import { unwrap, useBequest } from './client-context';
import { bequestKeys } from './query-keys';

/** The active profile's shares with fiduciaries, each with its openings (issue 29). */
export const useFiduciaryShares = () => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.fiduciaryShares(),
    queryFn: () => unwrap(bequest.listFiduciaryShares()),
  });
};

/**
 * Shares a finished will or trust with one nominee until a day; the outcome is the failure's
 * message and fields, or null.
 */
export const useShareWithFiduciary = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (
      kind: 'will' | 'rlt',
      body: { readonly nomineeId: string; readonly expiresOn: string },
    ): Promise<{ message: string; fields: Readonly<Record<string, string>> } | null> => {
      const shared = await bequest.shareWithFiduciary({ params: { kind }, body });
      if (shared.isErr())
        return { message: shared.error.error.message, fields: shared.error.error.fields ?? {} };
      await queryClient.invalidateQueries({ queryKey: bequestKeys.fiduciaryShares() });
      return null;
    },
    [bequest, queryClient],
  );
};

/** Revokes a share, then holds the list the server answers; the outcome is the failure's message, or null. */
export const useRevokeFiduciaryShare = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useCallback(
    async (shareId: string): Promise<string | null> => {
      const revoked = await bequest.revokeFiduciaryShare({ params: { shareId } });
      if (revoked.isErr()) return revoked.error.error.message;
      queryClient.setQueryData<FiduciaryShareViewBody[]>(
        bequestKeys.fiduciaryShares(),
        revoked.value,
      );
      return null;
    },
    [bequest, queryClient],
  );
};

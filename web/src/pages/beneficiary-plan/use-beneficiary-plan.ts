import {
  BENEFICIARY_PLAN_MESSAGES,
  COOKIE_NAMES,
  type ApiFailure,
  type AssetFormDraft,
  type NonProbateAsset,
  type NonProbateBeneficiary,
  type Result,
} from '@bequest/sdk/app';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readCookie } from '../../browser/cookies';
import { ApiError, bequestKeys, unwrap, useBequest } from '@bequest/sdk/react';

/**
 * The active profile's beneficiary plan, or null before its first asset (a 404, giving 4.1); not
 * asked for while `enabled` is false.
 */
export const useBeneficiaryPlan = (enabled = true) => {
  const bequest = useBequest();
  return useQuery({
    queryKey: bequestKeys.beneficiaryPlan(),
    enabled,
    queryFn: async () => {
      try {
        return await unwrap(bequest.getBeneficiaryPlan());
      } catch (error) {
        if (error instanceof ApiError && error.failure.status === 404) return null;
        throw error;
      }
    },
  });
};

/** Why the API refused a change: its message, and the message of each field it names. */
export type ChangeRefusal = ApiFailure['error'];

/**
 * The changes a person makes to their plan (giving 4.2, 4.7, 7.1). Each answers the API's
 * refusal, or null once made, the plan reloaded and the account's summary of it refreshed. An
 * asset without an id is refused in the words of giving 8.
 */
export const useBeneficiaryPlanChanges = () => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const settle = async (
      change: Promise<Result<unknown, ApiFailure>>,
    ): Promise<ChangeRefusal | null> => {
      const result = await change;
      if (result.isErr()) return result.error.error;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bequestKeys.beneficiaryPlan() }),
        queryClient.invalidateQueries({ queryKey: bequestKeys.me() }),
      ]);
      return null;
    };
    const ofAsset = async (
      asset: NonProbateAsset,
      message: string,
      change: (assetId: string) => Promise<Result<unknown, ApiFailure>>,
    ): Promise<ChangeRefusal | null> =>
      asset.randId ? settle(change(asset.randId)) : { code: 'ASSET.WITHOUT_ID', message };
    const { updateWithoutId, removeWithoutId } = BENEFICIARY_PLAN_MESSAGES;
    return {
      /** The partner who referred the person is attached to the plan its first asset starts. */
      createAsset: (draft: AssetFormDraft) =>
        settle(
          bequest.createAsset({
            body: { ...draft, refOrgId: readCookie(COOKIE_NAMES.partnerOrgId) },
          }),
        ),
      updateAsset: (asset: NonProbateAsset, draft: AssetFormDraft) =>
        ofAsset(asset, updateWithoutId, (assetId) =>
          bequest.updateAsset({ params: { assetId }, body: draft }),
        ),
      deleteAsset: (asset: NonProbateAsset) =>
        ofAsset(asset, removeWithoutId, (assetId) => bequest.deleteAsset({ params: { assetId } })),
      finalizeAsset: (asset: NonProbateAsset) =>
        ofAsset(asset, updateWithoutId, (assetId) =>
          bequest.finalizeAsset({ params: { assetId } }),
        ),
      replaceBeneficiaries: (asset: NonProbateAsset, beneficiaries: NonProbateBeneficiary[]) =>
        ofAsset(asset, updateWithoutId, (assetId) =>
          bequest.replaceBeneficiaries({ params: { assetId }, body: { beneficiaries } }),
        ),
      /** `partnerOrgId`: the partner of the branded flow, allowed the contact details on consent. */
      setOptIn: (hasPermissionToShareInfo: boolean, partnerOrgId: string | null = null) =>
        settle(
          bequest.updateBeneficiaryPlan({
            body: partnerOrgId
              ? { hasPermissionToShareInfo, partnerOrgId }
              : { hasPermissionToShareInfo },
          }),
        ),
    };
  }, [bequest, queryClient]);
};

import {
  BENEFICIARY_PLAN_MESSAGES,
  isBeneficiaryPlanComplete,
  orderAssets,
  validateAssetForm,
  type AssetFormDraft,
  type BeneficiaryPlan,
  type NonProbateAsset,
} from '@bequest/domain';
import { invalidInput } from '../shared/errors';

/** The plan as the API answers it: assets in the page's order (giving 2.2). */
export interface BeneficiaryPlanView extends BeneficiaryPlan {
  readonly isComplete: boolean;
}

/** An asset with the plan it belongs to embedded (giving 4.2). */
export type AssetView = NonProbateAsset & {
  readonly nonProbatePlan: Pick<
    BeneficiaryPlan,
    'randId' | 'profileId' | 'hasPermissionToShareInfo' | 'refOrgId'
  >;
};

export const beneficiaryPlanViewOf = (plan: BeneficiaryPlan): BeneficiaryPlanView => ({
  ...plan,
  assets: orderAssets(plan.assets),
  isComplete: isBeneficiaryPlanComplete(plan),
});

export const assetViewOf = (plan: BeneficiaryPlan, asset: NonProbateAsset): AssetView => ({
  ...asset,
  nonProbatePlan: {
    randId: plan.randId,
    profileId: plan.profileId,
    hasPermissionToShareInfo: plan.hasPermissionToShareInfo,
    refOrgId: plan.refOrgId,
  },
});

const assetNotValid = (fields: Readonly<Partial<Record<string, string>>>) => ({
  ...invalidInput(fields),
  message: BENEFICIARY_PLAN_MESSAGES.assetNotValid,
});

/** The asset form's draft checked: "Asset not valid" with each field's message, or the asset. */
export const validAsset = (draft: AssetFormDraft, hasPartner: boolean) =>
  validateAssetForm(draft, { hasPartner }).mapErr(assetNotValid);

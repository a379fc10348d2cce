import { canSetSecondaries, isTotallyAllocated } from './allocation';
import type { NonProbateAsset } from './asset';
import { orderAssets } from './asset-list';
import { withoutPresetForfeit } from './beneficiary';

/**
 * The steps of the partner-branded beneficiary flow (giving-and-beneficiaries.md 2.1): the
 * tutorial and the profile, then per asset its details, the charities (main brand), the primary
 * and contingent beneficiaries, the opt-in, the review, the filing instructions and the
 * confirmation that it was filed; the plan's summary last.
 */
export type NpaStep =
  | 'tutorial'
  | 'complete-profile'
  | 'asset'
  | 'charity'
  | 'primary'
  | 'contingent'
  | 'share-info'
  | 'finalize'
  | 'instructions'
  | 'confirmation'
  | 'summary';

/** The id standing for an asset not yet saved in /npa/:assetId/plan. */
export const NEW_ASSET_ID = 'new';

/**
 * The address of a step. Filing instructions and the confirmation live under the partner's
 * /beneficiaries/:partnerUrl; without a partner, under the asset's /npa/:assetId/plan.
 */
export const npaStepPath = (
  step: NpaStep,
  ids: {
    readonly assetId?: string | null;
    readonly planId?: string | null;
    readonly partnerUrl?: string | null;
  } = {},
): string => {
  const asset = ids.assetId ?? NEW_ASSET_ID;
  const partner = ids.partnerUrl ? `/beneficiaries/${encodeURIComponent(ids.partnerUrl)}` : null;
  switch (step) {
    case 'tutorial':
      return '/npa/get-started/tutorial';
    case 'complete-profile':
      return '/npa/get-started/complete-profile';
    case 'asset':
      return `/npa/${asset}/plan`;
    case 'charity':
      return `/npa/${asset}/charity`;
    case 'primary':
    case 'contingent':
    case 'share-info':
    case 'finalize':
      return `/npa/${asset}/plan/${step}`;
    case 'instructions':
    case 'confirmation':
      return partner ? `${partner}/${asset}/${step}` : `/npa/${asset}/plan/${step}`;
    case 'summary':
      return `/npa/${ids.planId ?? ''}/summary`;
  }
};

/** The profile the flow needs: a full name, the state and the marital status (owner question). */
export interface NpaProfile {
  readonly fullName: { readonly first?: string | null; readonly last?: string | null };
  readonly administrativeArea?: string | null;
  readonly maritalStatus?: string | null;
}

export const isNpaProfileComplete = (profile: NpaProfile): boolean =>
  Boolean(
    profile.fullName.first?.trim() &&
    profile.fullName.last?.trim() &&
    profile.administrativeArea?.trim() &&
    profile.maritalStatus,
  );

type FlowAsset = Pick<
  NonProbateAsset,
  'randId' | 'beneficiaries' | 'status' | 'statusUpdatedAt' | 'createdAt'
>;

export interface NpaFlowState {
  readonly profile: NpaProfile;
  /** The plan, or null before its first asset. */
  readonly plan: {
    readonly randId: string;
    readonly hasPermissionToShareInfo: boolean | null;
    readonly assets: readonly FlowAsset[];
  } | null;
  /** The main brand asks about charities before the beneficiaries (giving 2.4, 6). */
  readonly mainBrand: boolean;
}

export interface NpaNextStep {
  readonly step: NpaStep;
  readonly assetId: string | null;
}

const levelOf = (asset: FlowAsset, level: 'PRIMARY' | 'SECONDARY') =>
  withoutPresetForfeit(asset.beneficiaries).filter((beneficiary) => beneficiary.level === level);

/** Contingent beneficiaries may be named now (giving 4.6), and none are yet. */
export const offersContingentStep = (asset: FlowAsset): boolean => {
  const secondaries = levelOf(asset, 'SECONDARY');
  return (
    secondaries.length === 0 &&
    canSetSecondaries(
      levelOf(asset, 'PRIMARY').map((beneficiary) => ({
        allocationPercent: beneficiary.allocationPercent,
        isCharitableGift: !beneficiary.contact,
      })),
      false,
    )
  );
};

/**
 * Where a person resumes the flow: their first unfinished step, read from what is saved. The
 * asset worked on is the plan's first not yet filed with its institution (the page's order).
 * The contingent step is offered again only while the opt-in is unanswered: once answered, a
 * person who went past it chose to name none.
 */
export const nextNpaStep = ({ profile, plan, mainBrand }: NpaFlowState): NpaNextStep => {
  const none = (step: NpaStep): NpaNextStep => ({ step, assetId: null });
  if (!isNpaProfileComplete(profile)) return none(plan ? 'complete-profile' : 'tutorial');
  if (!plan || plan.assets.length === 0) return none('asset');
  const [asset] = orderAssets(plan.assets.filter((candidate) => !candidate.status));
  if (!asset) return none('summary');
  const at = (step: NpaStep): NpaNextStep => ({ step, assetId: asset.randId });
  const primaries = levelOf(asset, 'PRIMARY');
  if (withoutPresetForfeit(asset.beneficiaries).length === 0)
    return at(mainBrand ? 'charity' : 'primary');
  if (!isTotallyAllocated(primaries)) return at('primary');
  if (plan.hasPermissionToShareInfo === null && offersContingentStep(asset))
    return at('contingent');
  if (plan.hasPermissionToShareInfo === null) return at('share-info');
  return at('finalize');
};

/**
 * The step after the primary beneficiaries are saved: the contingent ones when they may be
 * named, else the opt-in while unanswered, else the review.
 */
export const stepAfterPrimary = (
  asset: FlowAsset,
  hasPermissionToShareInfo: boolean | null,
): NpaStep =>
  offersContingentStep(asset)
    ? 'contingent'
    : hasPermissionToShareInfo === null
      ? 'share-info'
      : 'finalize';

/** The step after the contingent beneficiaries: the opt-in while unanswered, else the review. */
export const stepAfterContingent = (hasPermissionToShareInfo: boolean | null): NpaStep =>
  hasPermissionToShareInfo === null ? 'share-info' : 'finalize';

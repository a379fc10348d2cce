import { withoutPresetForfeit } from './beneficiary';
import type { NonProbateAsset } from './asset';

type Listed = Pick<NonProbateAsset, 'status' | 'statusUpdatedAt' | 'createdAt'>;

const time = (timestamp: string | null) => (timestamp ? Date.parse(timestamp) || 0 : 0);

/**
 * Assets with no status first, newest createdAt first; then those with a status, by
 * statusUpdatedAt ascending (giving-and-beneficiaries.md 2.2).
 */
export const orderAssets = <Asset extends Listed>(assets: readonly Asset[]): Asset[] => {
  const open = assets.filter((asset) => !asset.status);
  const done = assets.filter((asset) => asset.status);
  return [
    ...open.sort((a, b) => time(b.createdAt) - time(a.createdAt)),
    ...done.sort((a, b) => time(a.statusUpdatedAt) - time(b.statusUpdatedAt)),
  ];
};

/** Finalized assets are the ones with a status (giving 4.4). */
export const finalizedAssetCount = (assets: readonly Listed[]): number =>
  assets.filter((asset) => Boolean(asset.status)).length;

/** "N/M of your assets are up to date": green when every asset is finalized (giving 2.2). */
export const assetsUpToDateBadge = (assets: readonly Listed[]) => {
  const finalized = finalizedAssetCount(assets);
  return {
    text: `${finalized}/${assets.length} of your assets are up to date`,
    tone: finalized === assets.length ? ('green' as const) : ('red' as const),
  };
};

/** Anchors of the beneficiary-edit step's sections. */
export const BENEFICIARY_SECTION_ANCHORS = {
  PRIMARY: '#primary',
  SECONDARY: '#contingent',
} as const;

export type AssetCompletion =
  | {
      readonly state: 'choose-beneficiaries';
      readonly label: 'You still need to choose your beneficiaries';
      readonly action: 'Choose beneficiaries';
    }
  | {
      readonly state: 'needs-beneficiaries';
      readonly anchor: string;
      readonly action: 'Choose beneficiaries';
    }
  | { readonly state: 'up-to-date'; readonly label: string }
  | {
      readonly state: 'update-institution';
      readonly label: 'You still need to update your institution';
      readonly action: 'Update institution';
    };

/**
 * The status row of an asset card (giving 2.2, 4.4): choose beneficiaries when there are none; a
 * plan without primaries, or needing secondaries it lacks, links to the missing section; then
 * the last update, or the institution still to update.
 */
export const assetCompletion = (
  asset: Pick<NonProbateAsset, 'beneficiaries' | 'submissionType' | 'status' | 'statusUpdatedAt'>,
  options: { readonly requiresSecondaries: boolean; readonly formatDate: (iso: string) => string },
): AssetCompletion => {
  const beneficiaries = withoutPresetForfeit(asset.beneficiaries);
  if (beneficiaries.length === 0)
    return {
      state: 'choose-beneficiaries',
      label: 'You still need to choose your beneficiaries',
      action: 'Choose beneficiaries',
    };
  const primaries = beneficiaries.filter((beneficiary) => beneficiary.level === 'PRIMARY');
  const secondaries = beneficiaries.filter((beneficiary) => beneficiary.level === 'SECONDARY');
  if (asset.submissionType === 'PLAN' && primaries.length === 0)
    return {
      state: 'needs-beneficiaries',
      anchor: BENEFICIARY_SECTION_ANCHORS.PRIMARY,
      action: 'Choose beneficiaries',
    };
  if (asset.submissionType === 'PLAN' && options.requiresSecondaries && secondaries.length === 0)
    return {
      state: 'needs-beneficiaries',
      anchor: BENEFICIARY_SECTION_ANCHORS.SECONDARY,
      action: 'Choose beneficiaries',
    };
  if (asset.status)
    return {
      state: 'up-to-date',
      label: `Your last update was on ${options.formatDate(asset.statusUpdatedAt ?? '')}`,
    };
  return {
    state: 'update-institution',
    label: 'You still need to update your institution',
    action: 'Update institution',
  };
};

/** The opt-in banner follows the saved answer (giving 2.2, 4.5); none before an answer. */
export const optInBannerText = (hasPermissionToShareInfo: boolean | null): string | null =>
  hasPermissionToShareInfo === null
    ? null
    : hasPermissionToShareInfo
      ? 'You have agreed to share information about your gift...'
      : 'You have opted to withhold gift information...';

import { formatMoney } from '../money/money';
import { assetTypeLabel, type NonProbateAsset } from './asset';
import { beneficiarySummaryLine, withoutPresetForfeit } from './beneficiary';
import { FINANCIAL_INSTITUTIONS } from './financial-institutions';

/** A row of the asset summary table (giving 2.4): INSTITUTION, ASSET TYPE, APPROX. VALUE, NICKNAME. */
export interface AssetSummaryRow {
  readonly institution: string;
  readonly assetType: string;
  readonly approximateValue: string;
  readonly nickname: string;
}

export const ASSET_SUMMARY_COLUMNS = ['INSTITUTION', 'ASSET TYPE', 'APPROX. VALUE', 'NICKNAME'];
export const BENEFICIARY_SUMMARY_COLUMNS = ['PRIMARY BENEFICIARIES', 'CONTINGENT BENEFICIARIES'];

/** The free-text name stands in for OTHER; "-" when there is no nickname (giving 2.4). */
export const assetSummaryRow = (asset: NonProbateAsset): AssetSummaryRow => ({
  institution:
    asset.financialInstitution === 'OTHER'
      ? (asset.financialInstitutionOther ?? FINANCIAL_INSTITUTIONS.OTHER)
      : FINANCIAL_INSTITUTIONS[asset.financialInstitution],
  assetType: assetTypeLabel(asset),
  approximateValue: formatMoney({
    value: asset.approximateValue,
    currency: asset.approximateValueCurrency,
  }),
  nickname: asset.nickname?.trim() || '-',
});

/** The beneficiary summary table's lines, "{percentage}% to {beneficiary}", by level (giving 2.4). */
export const beneficiarySummary = (
  asset: Pick<NonProbateAsset, 'beneficiaries'>,
): { readonly primary: string[]; readonly contingent: string[] } => {
  const lines = (level: 'PRIMARY' | 'SECONDARY') =>
    withoutPresetForfeit(asset.beneficiaries)
      .filter((beneficiary) => beneficiary.level === level)
      .flatMap((beneficiary) => beneficiarySummaryLine(beneficiary).unwrapOr([]));
  return { primary: lines('PRIMARY'), contingent: lines('SECONDARY') };
};

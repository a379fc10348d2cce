import {
  ASSET_SUMMARY_COLUMNS,
  assetsUpToDateBadge,
  assetSummaryRow,
  BENEFICIARY_SUMMARY_COLUMNS,
  beneficiarySummary,
  fullNameToString,
  orderAssets,
  type BeneficiaryPlan,
} from '@bequest/domain';
import type { RenderedPerson } from '@bequest/application';
import { type Content, letterDocument, pageFooter } from '../legal-text';
import type { PdfDefinition } from '../render-pdf';

const header = (columns: readonly string[]) =>
  columns.map((text) => ({ text, bold: true, fontSize: 9 }));

/**
 * The Beneficiary Plan summary (giving-and-beneficiaries.md 2.2, 2.4, 7.2): the asset table, then
 * each asset's primary and contingent beneficiaries, and what to do with it. Not a legal
 * instrument: the institutions' own designation forms are what pass these assets.
 */
export const beneficiaryPlanDocument = (
  plan: BeneficiaryPlan,
  owner: Pick<RenderedPerson, 'fullName'>,
  date: Date,
): PdfDefinition => {
  const name = fullNameToString(owner.fullName);
  const assets = orderAssets(plan.assets);
  const rows = assets.map(assetSummaryRow);
  const perAsset: Content[] = assets.flatMap((asset, index) => {
    const row = rows[index]!;
    const { primary, contingent } = beneficiarySummary(asset);
    return [
      { text: `${row.assetType} at ${row.institution}`, style: 'article' },
      {
        table: {
          headerRows: 1,
          widths: ['*', '*'],
          body: [
            header(BENEFICIARY_SUMMARY_COLUMNS),
            [
              primary.length > 0 ? primary.join('\n') : 'None chosen yet',
              contingent.length > 0 ? contingent.join('\n') : '-',
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: asset.status
          ? `The institution was updated on ${asset.statusUpdatedAt?.slice(0, 10) ?? ''}.`
          : 'Still to do: send these beneficiaries to the institution on its own designation form.',
        style: 'paragraph',
        margin: [0, 6, 0, 0],
      },
    ];
  });
  const title = `Beneficiary Plan of ${name}`;
  return letterDocument(title, date, pageFooter(title), [
    { text: 'BENEFICIARY PLAN', style: 'title' },
    { text: `OF ${name.toUpperCase()}`, style: 'subtitle' },
    {
      text: 'Retirement accounts, life insurance, annuities and accounts with a payable-on-death designation pass to the beneficiaries named with the institution, not through a will. This summary lists those assets and the beneficiaries chosen for each, so that the designations on file can be brought into line with this plan.',
      style: 'paragraph',
    },
    {
      text: assets.length > 0 ? assetsUpToDateBadge(assets).text : 'No assets are listed yet.',
      bold: true,
      margin: [0, 4, 0, 10],
    },
    ...(assets.length > 0
      ? [
          {
            table: {
              headerRows: 1,
              widths: ['*', '*', 'auto', '*'],
              body: [
                header(ASSET_SUMMARY_COLUMNS),
                ...rows.map((row) => [
                  row.institution,
                  row.assetType,
                  row.approximateValue,
                  row.nickname,
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ]
      : []),
    ...perAsset,
  ]);
};

import {
  ASSET_SUMMARY_COLUMNS,
  assetCompletion,
  assetSummaryRow,
  assetTypeLabel,
  BENEFICIARY_SUMMARY_COLUMNS,
  beneficiarySummary,
  withoutPresetForfeit,
  type NonProbateAsset,
} from '@bequest/sdk/app';
import { useId, type ReactNode } from 'react';
import { TableScroll } from '../../components/TableScroll';

const LAST_UPDATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const formatDate = (iso: string) => LAST_UPDATE.format(new Date(iso));

/** The id of an asset card's heading, where focus goes once a change replaces its buttons. */
export const assetHeadingId = (asset: NonProbateAsset) => `asset-${asset.randId}`;

export const Lines = ({ lines }: { readonly lines: readonly string[] }) =>
  lines.length > 0 ? (
    <ul className="plain-list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : (
    <>-</>
  );

/** A one-row summary table under its column headings. */
export const SummaryTable = ({
  caption,
  columns,
  children,
}: {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly children: ReactNode;
}) => (
  <TableScroll label={caption}>
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>{children}</tr>
      </tbody>
    </table>
  </TableScroll>
);

/**
 * One asset of the plan (giving 2.2, 2.4, 4.4): its summary and "Edit asset details", then where
 * it stands: beneficiaries still to choose, or the beneficiaries and the institution's update.
 */
export const AssetCard = ({
  asset,
  onEdit,
  onChooseBeneficiaries,
  onEditBeneficiaries,
  onFinalize,
}: {
  readonly asset: NonProbateAsset;
  readonly onEdit: () => void;
  readonly onChooseBeneficiaries: () => void;
  readonly onEditBeneficiaries: () => void;
  readonly onFinalize: () => void;
}) => {
  const headingId = assetHeadingId(asset);
  const statusId = useId();
  const row = assetSummaryRow(asset);
  const { primary, contingent } = beneficiarySummary(asset);
  const completion = assetCompletion(asset, { requiresSecondaries: false, formatDate });
  const hasBeneficiaries = withoutPresetForfeit(asset.beneficiaries).length > 0;
  /** The card's status buttons are told apart by the asset they act on and where it stands. */
  const about = 'label' in completion ? `${headingId} ${statusId}` : headingId;
  return (
    <article className="asset-card" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {asset.nickname ?? assetTypeLabel(asset)}
      </h3>
      <SummaryTable caption="Asset summary" columns={ASSET_SUMMARY_COLUMNS}>
        <td>{row.institution}</td>
        <td>{row.assetType}</td>
        <td>{row.approximateValue}</td>
        <td>{row.nickname}</td>
      </SummaryTable>
      <button type="button" className="link-button" aria-describedby={headingId} onClick={onEdit}>
        Edit asset details
      </button>
      {hasBeneficiaries && (
        <details className="asset-card__beneficiaries">
          <summary>Show/Hide beneficiaries</summary>
          <SummaryTable caption="Beneficiary summary" columns={BENEFICIARY_SUMMARY_COLUMNS}>
            <td>
              <Lines lines={primary} />
            </td>
            <td>
              <Lines lines={contingent} />
            </td>
          </SummaryTable>
          <button
            type="button"
            className="link-button"
            aria-describedby={headingId}
            onClick={onEditBeneficiaries}
          >
            Edit beneficiary information
          </button>
        </details>
      )}
      <div className="asset-card__status">
        {'label' in completion && (
          <p id={statusId} className="step-status">
            {completion.label}
          </p>
        )}
        {completion.state === 'choose-beneficiaries' ||
        completion.state === 'needs-beneficiaries' ? (
          <button
            type="button"
            className="button button--primary"
            aria-describedby={about}
            onClick={onChooseBeneficiaries}
          >
            {completion.action}
          </button>
        ) : (
          completion.state === 'update-institution' && (
            <button
              type="button"
              className="button button--primary"
              aria-describedby={about}
              onClick={onFinalize}
            >
              {completion.action}
            </button>
          )
        )}
      </div>
    </article>
  );
};

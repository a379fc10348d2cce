import { assetSummaryRow, beneficiarySummary, type NonProbateAsset } from '@bequest/sdk/app';
import { Modal } from '../../components/Modal';
import { ConfirmAction } from './ConfirmAction';
import { useBeneficiaryPlanChanges } from './use-beneficiary-plan';

/** What to ask the institution, and the asset marked up to date once it is done (giving 4.2, 4.4). */
const FinalizeAsset = ({
  asset,
  onFinalized,
  onCancel,
}: {
  readonly asset: NonProbateAsset;
  readonly onFinalized: () => void;
  readonly onCancel: () => void;
}) => {
  const changes = useBeneficiaryPlanChanges();
  const { institution } = assetSummaryRow(asset);
  const { primary, contingent } = beneficiarySummary(asset);
  return (
    <ConfirmAction
      actionLabel="Mark as up to date"
      action={() => changes.finalizeAsset(asset)}
      onDone={onFinalized}
      onCancel={onCancel}
    >
      <p>
        Your plan does not change the records of {institution}. Ask {institution} for its
        beneficiary designation form, or change the beneficiaries online, naming:
      </p>
      <ul>
        {primary.map((line) => (
          <li key={line}>Primary: {line}</li>
        ))}
        {contingent.map((line) => (
          <li key={line}>Contingent: {line}</li>
        ))}
      </ul>
      <p>Once {institution} has confirmed the change, mark this asset as up to date.</p>
    </ConfirmAction>
  );
};

/** Update institution (giving 2.2, 4.2): the asset is finalized once its institution has the beneficiaries. */
export const FinalizeModal = ({
  open,
  asset,
  onFinalized,
  onClose,
}: {
  readonly open: boolean;
  readonly asset: NonProbateAsset | null;
  readonly onFinalized: () => void;
  readonly onClose: () => void;
}) => (
  <Modal open={open} onClose={onClose} title="Update your institution">
    {asset && <FinalizeAsset asset={asset} onFinalized={onFinalized} onCancel={onClose} />}
  </Modal>
);

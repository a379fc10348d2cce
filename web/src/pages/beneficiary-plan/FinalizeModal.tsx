import { assetSummaryRow, beneficiarySummary, type NonProbateAsset } from '@bequest/sdk';
import { useState } from 'react';
import { Modal } from '../../components/Modal';
import { FormFailure } from '../../forms/FormFailure';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { institution } = assetSummaryRow(asset);
  const { primary, contingent } = beneficiarySummary(asset);
  const finalize = async () => {
    setSaving(true);
    const refusal = await changes.finalizeAsset(asset);
    setSaving(false);
    if (refusal) setFailure(refusal.message);
    else onFinalized();
  };
  return (
    <>
      <FormFailure message={failure} />
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
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => void finalize()}
        >
          Mark as up to date
        </button>
      </div>
    </>
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

import type { MaritalStatus, NonProbateAsset } from '@bequest/sdk/app';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/Modal';
import { AssetForm } from './AssetForm';
import { ConfirmAction } from './ConfirmAction';
import { useBeneficiaryPlanChanges } from './use-beneficiary-plan';

/** "Are you sure you want to delete this item?" before the asset is removed (giving 2.3, 4.2). */
const DeleteConfirmation = ({
  asset,
  onCancel,
  onDeleted,
}: {
  readonly asset: NonProbateAsset;
  readonly onCancel: () => void;
  readonly onDeleted: () => void;
}) => {
  const changes = useBeneficiaryPlanChanges();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <ConfirmAction
      actionLabel="Delete asset"
      action={() => changes.deleteAsset(asset)}
      onDone={onDeleted}
      onCancel={onCancel}
    >
      <p ref={question} tabIndex={-1}>
        Are you sure you want to delete this item?
      </p>
    </ConfirmAction>
  );
};

/**
 * Add or edit a non-probate asset (giving 2.3, 4.2): a fresh form each time it opens, which
 * Escape does not close; deleting asks first and keeps the form as it was if the person changes
 * their mind.
 */
export const AssetModal = ({
  open,
  asset,
  maritalStatus,
  onClose,
  onDeleted,
}: {
  readonly open: boolean;
  /** The asset edited, or null to add one. */
  readonly asset: NonProbateAsset | null;
  readonly maritalStatus: MaritalStatus | null;
  readonly onClose: () => void;
  readonly onDeleted: () => void;
}) => {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const close = () => {
    setConfirmingDelete(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      closable={false}
      title={asset ? 'Edit non-probate asset' : 'Add a non-probate asset'}
    >
      <div hidden={confirmingDelete}>
        <AssetForm
          asset={asset}
          maritalStatus={maritalStatus}
          onSaved={close}
          onCancel={close}
          onDelete={() => setConfirmingDelete(true)}
        />
      </div>
      {asset && confirmingDelete && (
        <DeleteConfirmation
          asset={asset}
          onCancel={() => setConfirmingDelete(false)}
          onDeleted={() => {
            setConfirmingDelete(false);
            onDeleted();
          }}
        />
      )}
    </Modal>
  );
};

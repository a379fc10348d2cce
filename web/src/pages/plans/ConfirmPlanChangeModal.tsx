import { Modal } from '../../components/Modal';

/** Confirm change of plan (platform-core.md 2.12): a new plan may archive the current documents. */
export const ConfirmPlanChangeModal = ({
  open,
  onConfirm,
  onDiscard,
}: {
  readonly open: boolean;
  readonly onConfirm: () => void;
  readonly onDiscard: () => void;
}) => (
  <Modal open={open} onClose={onDiscard} title="Are you sure?">
    <p>
      Changing your plan may archive documents for the current plan. If you wish to revert back to
      the current plan, you can restore your archived documents.
    </p>
    <div className="form-actions">
      <button type="button" className="button button--primary" onClick={onConfirm}>
        Yes, change my plan
      </button>
      <button type="button" className="button" onClick={onDiscard}>
        No, discard my change
      </button>
    </div>
  </Modal>
);

/** A modal form's buttons: the way out, then the submit button (off while it is sending). */
export const FormActions = ({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  submitting,
}: {
  readonly onCancel: () => void;
  readonly cancelLabel?: string;
  readonly submitLabel: string;
  readonly submitting: boolean;
}) => (
  <div className="form-actions">
    <button type="button" className="button" onClick={onCancel}>
      {cancelLabel}
    </button>
    <button type="submit" className="button button--primary" disabled={submitting}>
      {submitLabel}
    </button>
  </div>
);

import { useState, type ReactNode } from 'react';
import { FormFailure } from '../../forms/FormFailure';
import type { ChangeRefusal } from './use-beneficiary-plan';

/**
 * What a change will do, then Cancel or the change itself: its button is off while it is sent, and
 * a refusal is shown above, leaving the person where they were.
 */
export const ConfirmAction = ({
  actionLabel,
  action,
  onDone,
  onCancel,
  children,
}: {
  readonly actionLabel: string;
  readonly action: () => Promise<ChangeRefusal | null>;
  readonly onDone: () => void;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}) => {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const refusal = await action();
    setBusy(false);
    if (refusal) setFailure(refusal.message);
    else onDone();
  };
  return (
    <>
      <FormFailure message={failure} />
      {children}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void run()}
        >
          {actionLabel}
        </button>
      </div>
    </>
  );
};

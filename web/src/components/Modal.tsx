import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog titled by its heading. The native dialog keeps focus inside while open, closes
 * on Escape and gives focus back to what opened it; its content is in the page only while open.
 */
export const Modal = ({
  open,
  onClose,
  title,
  children,
  closable = true,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
  /** A modal that must be answered: Escape does not close it. */
  readonly closable?: boolean;
}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="dialog"
      onCancel={(event) => {
        if (!closable) event.preventDefault();
      }}
      onClose={() => {
        // Browsers may close a dialog on a repeated Escape even when cancel was refused.
        if (!closable && open) dialog.current?.showModal?.();
        else onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {open && children}
    </dialog>
  );
};

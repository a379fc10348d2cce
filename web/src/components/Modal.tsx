import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

/**
 * A modal dialog titled by its heading, on React Aria (ADR 0016): a backdrop over the whole page,
 * focus kept inside while open and given back to what opened it, Escape closes it, and the rest
 * of the page is hidden from screen readers. Its content is in the page only while open.
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
}) => (
  <ModalOverlay
    className="modal-overlay"
    isOpen={open}
    onOpenChange={(isOpen) => {
      if (!isOpen) onClose();
    }}
    isKeyboardDismissDisabled={!closable}
  >
    <AriaModal className="modal">
      <Dialog className="dialog">
        <Heading slot="title" level={2}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </AriaModal>
  </ModalOverlay>
);

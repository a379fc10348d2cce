import { useState, type ReactNode } from 'react';
import { Modal } from '../components/Modal';

/**
 * "Help me with this question" (documents.md 5.1): opens "Help: {question}" with a Close button.
 */
export const HelpButton = ({
  question,
  children,
}: {
  readonly question: string;
  readonly children: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Help me with this question
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Help: ${question}`}>
        {children}
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </>
  );
};

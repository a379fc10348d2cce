import { useId, useRef, type ReactNode } from 'react';

/**
 * "Help me with this question" (documents.md 5.1): opens a modal dialog titled
 * "Help: {question}" with a Close button. The native dialog keeps focus inside while it is open,
 * closes on Escape and gives focus back to the button.
 */
export const HelpButton = ({
  question,
  children,
}: {
  readonly question: string;
  readonly children: ReactNode;
}) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
        Help me with this question
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="dialog">
        <h2 id={titleId}>Help: {question}</h2>
        {children}
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  );
};

import { MORE_ACTIONS_MENU_LABEL, moreActions, type ProductSummaryRow } from '@bequest/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentActions, type PrintableProduct } from '../../documents/use-document-actions';

/**
 * The "Toggle menu for more actions" of a finished document (documents.md 2.8): a disclosure
 * button and its list of actions, then the finalized toggle; Escape closes it and gives focus
 * back to the button.
 */
export const MoreActionsMenu = ({ row }: { readonly row: ProductSummaryRow }) => {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const actions = moreActions(row);
  const documentActions = useDocumentActions(row.name as PrintableProduct, row.id ?? null);
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  if (actions.length === 0) return null;
  const act = async (action: () => Promise<string | null>) => {
    setNotice(await action());
    setOpen(false);
  };

  return (
    <div className="more-actions">
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">{MORE_ACTIONS_MENU_LABEL}</span>
      </button>
      <ul id={listId} hidden={!open}>
        {actions.map((action) => (
          <li key={action.label}>
            {action.label === 'Download document' && (
              <button
                type="button"
                className="link-button"
                onClick={() => void act(documentActions.download)}
              >
                {action.label}
              </button>
            )}
            {action.label === 'Print document' && (
              <button
                type="button"
                className="link-button"
                onClick={() => void act(documentActions.print)}
              >
                {action.label}
              </button>
            )}
            {action.label === 'Email document' && (
              <button
                type="button"
                className="link-button"
                onClick={() => void act(documentActions.email)}
              >
                {action.label}
              </button>
            )}
            {action.label === 'View next steps' && <Link to={action.path}>{action.label}</Link>}
          </li>
        ))}
        <li>
          <label>
            <input
              type="checkbox"
              checked={Boolean(row.finalizedAt)}
              onChange={() => void documentActions.toggleFinalized()}
            />{' '}
            Signed or notarized
          </label>
        </li>
      </ul>
      <p role="status" className="notice">
        {notice}
      </p>
    </div>
  );
};

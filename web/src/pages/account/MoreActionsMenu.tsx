import { MORE_ACTIONS_MENU_LABEL, moreActions, type ProductSummaryRow } from '@bequest/sdk';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Disclosure } from '../../components/Disclosure';
import { useDocumentActions, type PrintableProduct } from '../../documents/use-document-actions';

/**
 * The "Toggle menu for more actions" of a finished document (documents.md 2.8): a disclosure
 * button and its list of actions, then the finalized toggle; Escape closes it and gives focus
 * back to the button.
 */
export const MoreActionsMenu = ({ row }: { readonly row: ProductSummaryRow }) => {
  const [notice, setNotice] = useState<string | null>(null);
  const actions = moreActions(row);
  const documentActions = useDocumentActions(row.name as PrintableProduct, row.id ?? null);
  const run = {
    'Download document': documentActions.download,
    'Print document': documentActions.print,
    'Email document': documentActions.email,
  };
  if (actions.length === 0) return null;
  const act = async (action: () => Promise<string | null>, close: () => void) => {
    setNotice(await action());
    close();
  };

  return (
    <div className="more-actions">
      <Disclosure
        className="more-actions__menu"
        buttonClassName="button"
        button={
          <>
            <span aria-hidden="true">⋯</span>
            <span className="visually-hidden">{MORE_ACTIONS_MENU_LABEL}</span>
          </>
        }
      >
        {(close) => (
          <>
            {actions.map((action) => (
              <li key={action.label}>
                {action.label === 'View next steps' ? (
                  <Link to={action.path}>{action.label}</Link>
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => void act(run[action.label], close)}
                  >
                    {action.label}
                  </button>
                )}
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
          </>
        )}
      </Disclosure>
      <p role="status" className="notice">
        {notice}
      </p>
    </div>
  );
};

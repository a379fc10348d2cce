import {
  hasFinalizedToggle,
  MORE_ACTIONS_MENU_LABEL,
  moreActions,
  type AccountPageKind,
  type ProductSummaryRow,
} from '@bequest/sdk';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Disclosure } from '../../components/Disclosure';
import { useDocumentActions, type PrintableProduct } from '../../documents/use-document-actions';

/**
 * The "Toggle menu for more actions" of a finished document (documents.md 2.8): a disclosure
 * button and its list of actions, then on the consumer page the finalized toggle and what it
 * means; Escape closes it and gives focus back to the button.
 */
export const MoreActionsMenu = ({
  row,
  page,
}: {
  readonly row: ProductSummaryRow;
  readonly page: AccountPageKind;
}) => {
  const [notice, setNotice] = useState<string | null>(null);
  const actions = moreActions(row, page);
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
            {hasFinalizedToggle(page) && (
              <>
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
                <li>
                  <details>
                    <summary>Learn more</summary>
                    <p>
                      Check “Signed or notarized” once you have signed the document the way its next
                      steps describe, with the witnesses or notary your state asks for. It keeps
                      track for you; it does not change the document. Any change you make later
                      needs a new signed copy.
                    </p>
                  </details>
                </li>
              </>
            )}
          </>
        )}
      </Disclosure>
      <p role="status" className="notice">
        {notice}
      </p>
    </div>
  );
};

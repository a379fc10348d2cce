import {
  hasFinalizedToggle,
  MORE_ACTIONS_MENU_LABEL,
  moreActions,
  type AccountPageKind,
  type DocumentKind,
  type ProductSummaryRow,
} from '@bequest/sdk/app';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Disclosure } from '../../components/Disclosure';
import { useToast } from '../../components/Toasts';
import { EMAILED_NOTICE, useDocumentActions } from '../../documents/use-document-actions';
import { useTrack, webDocumentEvent } from '../../analytics/use-track';

/**
 * Makes the document's owner the session's profile, then opens `path` (the page itself, for an
 * action done in place); true once the session is the owner's.
 */
export type OpenAsOwner = (path: string) => Promise<boolean>;

/**
 * The "Toggle menu for more actions" of a finished document (documents.md 2.8): a disclosure
 * button and its list of actions, then on the consumer page the finalized toggle and what it
 * means; Escape closes it and gives focus back to the button.
 *
 * Another household member's document (`openAsOwner`) is acted on as its owner, as its row's
 * button opens it (platform-core.md 2.11): each action first switches to the owner, which reloads
 * the page as theirs, so what the action answers is told in a toast rather than in the menu.
 */
export const MoreActionsMenu = ({
  row,
  page,
  openAsOwner,
}: {
  readonly row: ProductSummaryRow;
  readonly page: AccountPageKind;
  readonly openAsOwner?: OpenAsOwner;
}) => {
  const [notice, setNotice] = useState<string | null>(null);
  const toast = useToast();
  const { pathname, search } = useLocation();
  const actions = moreActions(row, page);
  const track = useTrack();
  const documentActions = useDocumentActions(row.name as DocumentKind, row.id ?? null);
  const run = {
    'Download document': documentActions.download,
    'Print document': documentActions.print,
    'Email document': documentActions.email,
  };
  if (actions.length === 0) return null;
  const here = `${pathname}${search}`;
  const act = async (action: () => Promise<string | null>, close: () => void) => {
    if (!openAsOwner) {
      setNotice(await action());
      return close();
    }
    close();
    if (!(await openAsOwner(here))) return; // the switch has told why
    const message = await action();
    if (message) toast({ message, tone: message === EMAILED_NOTICE ? 'success' : 'error' });
  };
  const toggleFinalized = async () => {
    if (openAsOwner && !(await openAsOwner(here))) return;
    await documentActions.toggleFinalized();
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
                  openAsOwner ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => void openAsOwner(action.path)}
                    >
                      {action.label}
                    </button>
                  ) : (
                    <Link to={action.path}>{action.label}</Link>
                  )
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
                      onChange={() => void toggleFinalized()}
                    />{' '}
                    Signed or notarized
                  </label>
                </li>
                <li>
                  <details
                    onToggle={(event) => {
                      if (event.currentTarget.open)
                        track(webDocumentEvent(row.name as DocumentKind, 'learn_more'));
                    }}
                  >
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

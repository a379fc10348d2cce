import {
  MORE_ACTIONS_MENU_LABEL,
  moreActions,
  type DocumentProductType,
  type ProductSummaryRow,
} from '@bequest/sdk';
import { documentFileRoutes } from '@bequest/sdk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBequest } from '../../sdk-client/bequest';

type PrintableProduct = Exclude<DocumentProductType, 'NONPROBATE_PLANS'>;

/** Where each document's PDF is, at the specification's own paths (documents.md 7.4). */
const PDF_PATHS: Record<PrintableProduct, string> = {
  WILL: documentFileRoutes.downloadWill.path,
  RLT: documentFileRoutes.downloadTrust.path,
  AHCD: documentFileRoutes.downloadAhcd.path,
  DFPOA: documentFileRoutes.downloadDfpoa.path,
};

/**
 * The "Toggle menu for more actions" of a finished document (documents.md 2.8): a disclosure
 * button and its list of actions, then the finalized toggle; Escape closes it and gives focus
 * back to the button.
 */
export const MoreActionsMenu = ({ row }: { readonly row: ProductSummaryRow }) => {
  const bequest = useBequest();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const actions = moreActions(row);
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
  const product = row.name as PrintableProduct;

  const email = async () => {
    const sent =
      product === 'AHCD'
        ? await bequest.emailAhcd()
        : product === 'DFPOA'
          ? await bequest.emailDfpoa()
          : await bequest.emailEstatePlan({ params: { id: row.id ?? '' } });
    setNotice(sent.isOk() ? 'We e-mailed you the document as a PDF.' : sent.error.error.message);
    setOpen(false);
  };

  /** Signed or notarized, or undone (documents.md 4.7). */
  const toggleFinalized = async () => {
    const kind = product.toLowerCase() as Lowercase<PrintableProduct>;
    const toggled = await bequest.toggleDocumentFinalized({ params: { kind } });
    setNotice(
      toggled.isErr()
        ? toggled.error.error.message
        : toggled.value.summary.finalizedAt
          ? 'Marked as signed.'
          : 'Marked as not signed yet.',
    );
    await queryClient.invalidateQueries({ queryKey: ['me'] });
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
              <a href={`${PDF_PATHS[product]}?download=true`} download>
                {action.label}
              </a>
            )}
            {action.label === 'Print document' && (
              <a
                href={`${PDF_PATHS[product]}?download=true&completionType=print`}
                target="_blank"
                rel="noopener"
              >
                {action.label}
              </a>
            )}
            {action.label === 'Email document' && (
              <button type="button" className="link-button" onClick={() => void email()}>
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
              onChange={() => void toggleFinalized()}
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

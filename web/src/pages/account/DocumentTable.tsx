import {
  DOCUMENT_REGISTRY,
  isDocumentKind,
  progressLabel,
  usDate,
  rowCtaLabel,
  TABLE_ROW_NAMES,
  type AccountPageKind,
  type ProductSummaryRow,
  type TableRowProduct,
} from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSwitchProfile } from '../../session/use-switch-profile';
import { MoreActionsMenu, type OpenAsOwner } from './MoreActionsMenu';
import { useTrack, webDocumentEvent } from '../../analytics/use-track';

/** A finished document's signing, once marked (issue 19): the day, or that it must be signed again. */
const SigningNote = ({ row }: { readonly row: ProductSummaryRow }) => {
  const { status, signedOn } = row.signing;
  if (status === 'NOT_SIGNED' || !signedOn || !isDocumentKind(row.name)) return null;
  const guide = `/signing-guide/${DOCUMENT_REGISTRY[row.name].slug}`;
  return status === 'SIGNED' ? (
    <span className="row-note"> · Signed {usDate(signedOn)}</span>
  ) : (
    <span className="row-note">
      {' '}
      · Changed since you signed it on {usDate(signedOn)}: <Link to={guide}>sign it again</Link>
    </span>
  );
};

/**
 * A documents table (platform-core.md 2.11): Document, Progress, Actions, the row's button read
 * from its progress and the more-actions menu for finished documents, whoever's they are. Another
 * household member's row, button and menu alike, first switches to that member.
 */
export const DocumentTable = ({
  rows,
  caption,
  otherProfileId,
  page = 'consumer',
  rowLinks,
}: {
  readonly rows: readonly ProductSummaryRow[];
  /** More links of a row's own, after its button. */
  readonly rowLinks?: (row: ProductSummaryRow) => ReactNode;
  readonly page?: AccountPageKind;
  readonly caption?: string;
  /** Another household member's documents: a row opens once the session is theirs. */
  readonly otherProfileId?: string;
}) => {
  const openAs = useSwitchProfile();
  const track = useTrack();
  /** Opening a started document again is "continue", a finished one "edit" (documents.md 9). */
  const trackOpen = (row: ProductSummaryRow) => {
    if (!isDocumentKind(row.name)) return;
    if (row.progress === 'INCOMPLETE') track(webDocumentEvent(row.name, 'continue'));
    else if (row.progress === 'FINISHED') track(webDocumentEvent(row.name, 'edit'));
  };
  /** The menu's actions switch as the row's button does, then go on once the session is theirs. */
  const openAsOwner: OpenAsOwner | undefined =
    otherProfileId === undefined ? undefined : (path) => openAs(otherProfileId, path);
  return (
    <table>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Document</th>
          <th scope="col">Progress</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const cta = rowCtaLabel(row.progress);
          const name = TABLE_ROW_NAMES[row.name as TableRowProduct];
          return (
            <tr key={row.name}>
              <th scope="row">{name}</th>
              <td>
                {progressLabel(row.progress) ?? '—'}
                <SigningNote row={row} />
              </td>
              <td>
                {cta &&
                  (otherProfileId ? (
                    <button
                      type="button"
                      className="button"
                      aria-label={`${cta} ${name}`}
                      onClick={() => {
                        trackOpen(row);
                        void openAs(otherProfileId, row.path);
                      }}
                    >
                      {cta}
                    </button>
                  ) : (
                    <Link
                      className="button"
                      to={row.path}
                      aria-label={`${cta} ${name}`}
                      onClick={() => trackOpen(row)}
                    >
                      {cta}
                    </Link>
                  ))}
                {rowLinks?.(row)}
                {isDocumentKind(row.name) && (
                  <MoreActionsMenu row={row} page={page} {...(openAsOwner && { openAsOwner })} />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};

import { Link } from 'react-router-dom';

export interface ReviewRow {
  readonly label: string;
  readonly value: string;
  /** The step that changes the answer. */
  readonly editPath?: string | null;
  /** The link's accessible name, where it changes more than this row: "Edit …". */
  readonly editLabel?: string;
}

/** A document's answers in words, each with a link to the step that changes it. */
export const ReviewList = ({ rows }: { readonly rows: readonly ReviewRow[] }) => (
  <dl className="review">
    {rows.map(({ label, value, editPath, editLabel }) => (
      <div key={label}>
        <dt>{label}</dt>
        <dd>
          {value}{' '}
          {editPath && (
            <Link to={editPath} aria-label={editLabel ?? `Edit ${label.toLowerCase()}`}>
              Edit
            </Link>
          )}
        </dd>
      </div>
    ))}
  </dl>
);

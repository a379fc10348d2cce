import { useId, useState, type ReactNode } from 'react';

/**
 * One numbered step of the white-labelled account page (platform-core.md 2.11): its heading, a
 * Show/Hide toggle where the step folds, and its body.
 */
export const AccountStep = ({
  number,
  title,
  complete,
  expandedByDefault = true,
  foldable = false,
  children,
}: {
  readonly number: number;
  readonly title: string;
  readonly complete: boolean;
  readonly expandedByDefault?: boolean;
  readonly foldable?: boolean;
  readonly children: ReactNode;
}) => {
  const [expanded, setExpanded] = useState(expandedByDefault);
  const bodyId = useId();
  const headingId = useId();
  return (
    <section
      className={`account-step${complete ? ' account-step--complete' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        <span className="step-label">Step {number}</span> {title}
        {complete && <span className="visually-hidden"> (done)</span>}
      </h2>
      {foldable && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide' : 'Show'}
        </button>
      )}
      <div id={bodyId} hidden={foldable && !expanded}>
        {children}
      </div>
    </section>
  );
};

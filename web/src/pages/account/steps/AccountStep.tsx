import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * One numbered step of the white-labeled account page (platform-core.md 2.11): its heading, its
 * status (shown even while the step is folded), a Show/Hide toggle where the step folds, and its
 * body.
 *
 * The step opens and closes with `expandedByDefault` each time that changes, as a step completes
 * after the page first drew it (platform-core.md 4.11: step 2 collapsed when the documents are
 * complete, step 3 "expanded only until completed"); in between, the person toggles it freely.
 */
export const AccountStep = ({
  number,
  title,
  complete,
  status,
  expandedByDefault = true,
  foldable = false,
  children,
}: {
  readonly number: number;
  readonly title: string;
  readonly complete: boolean;
  readonly status?: ReactNode;
  readonly expandedByDefault?: boolean;
  readonly foldable?: boolean;
  readonly children: ReactNode;
}) => {
  const [expanded, setExpanded] = useState(expandedByDefault);
  const followed = useRef(expandedByDefault);
  const section = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (followed.current === expandedByDefault) return;
    followed.current = expandedByDefault;
    // Folding away the button just used (Skip, Schedule) would drop focus to the page: the
    // toggle takes it instead.
    const focused = document.activeElement;
    const focusHere =
      focused === null || focused === document.body || Boolean(section.current?.contains(focused));
    setExpanded(expandedByDefault);
    if (!expandedByDefault && focusHere) toggle.current?.focus();
  }, [expandedByDefault]);
  const bodyId = useId();
  const headingId = useId();
  return (
    <section
      ref={section}
      className={`account-step${complete ? ' account-step--complete' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        <span className="step-label">Step {number}</span> {title}
        {complete && <span className="visually-hidden"> (done)</span>}
      </h2>
      {status && <p className="step-status">{status}</p>}
      {foldable && (
        <button
          ref={toggle}
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

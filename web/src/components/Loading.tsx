/**
 * What a page shows while it loads: the shape of a heading and a few lines where they will be,
 * instead of a blank main area, and "Loading…" for screen readers.
 */
export const Loading = () => (
  <div className="page skeleton" role="status">
    <span className="visually-hidden">Loading…</span>
    <div className="skeleton-heading" aria-hidden="true" />
    <div className="skeleton-line" aria-hidden="true" />
    <div className="skeleton-line" aria-hidden="true" />
    <div className="skeleton-line short" aria-hidden="true" />
  </div>
);

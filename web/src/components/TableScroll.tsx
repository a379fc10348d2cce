import type { ReactNode } from 'react';

/**
 * The box around a table that can be wider than a phone's screen (issue 21): the table scrolls
 * sideways inside it rather than the page, and the box takes the focus, named, so a keyboard can
 * scroll it too.
 */
export const TableScroll = ({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) => (
  <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
    {children}
  </div>
);

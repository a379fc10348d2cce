import { useStaffAccess } from '@bequest/sdk/react';
import { useId } from 'react';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * "Staff access" (issue 24, ADR 0022): each time our staff opened the person's account record or
 * a stored copy of their documents, with the staff role and the reason they gave; never who.
 */
export const StaffAccess = () => {
  const headingId = useId();
  const access = useStaffAccess();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Staff access</h2>
      {access.isError ? (
        <p>We could not load when our staff looked at your account. Please try again later.</p>
      ) : !access.data ? null : access.data.length === 0 ? (
        <p>Our staff have not looked at your account.</p>
      ) : (
        <>
          <p>Each time our staff looked at your account, and the reason they gave:</p>
          <ul className="plain-list">
            {access.data.map((entry) => (
              <li key={`${entry.at}-${entry.description}`}>
                <time dateTime={entry.at}>{WHEN.format(new Date(entry.at))}</time>:{' '}
                {entry.description} ({entry.staffRole})
                {entry.reason ? `. Reason: ${entry.reason}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Staff open an account only to help you or to meet a legal duty, and every look is recorded.
      </p>
    </section>
  );
};

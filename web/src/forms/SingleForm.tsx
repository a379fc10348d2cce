import type { FormEventHandler, ReactNode } from 'react';
import { useAppRunning } from '../browser/browser-fact';
import { FormFailure } from './FormFailure';

/** A page that is one form: its title, why it was refused, its fields and its button. */
export const SingleForm = ({
  title,
  failure,
  onSubmit,
  submitLabel,
  submitting,
  children,
  after,
}: {
  readonly title: string;
  readonly failure: string | null;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly submitLabel: string;
  readonly submitting: boolean;
  readonly children: ReactNode;
  /** Links under the form. */
  readonly after?: ReactNode;
}) => {
  // Sent by the browser alone, a prerendered form would put its fields (a password) in the
  // page's address: its button, and Enter in a field, wait for the app.
  const running = useAppRunning();
  return (
    <div className="page narrow">
      <h1>{title}</h1>
      <form onSubmit={onSubmit} noValidate>
        <FormFailure message={failure} />
        {children}
        <button className="button button--primary" type="submit" disabled={submitting || !running}>
          {submitLabel}
        </button>
      </form>
      {after && <p>{after}</p>}
    </div>
  );
};

import type { FormEventHandler, ReactNode } from 'react';
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
}) => (
  <div className="page narrow">
    <h1>{title}</h1>
    <form onSubmit={onSubmit} noValidate>
      <FormFailure message={failure} />
      {children}
      <button className="button button--primary" type="submit" disabled={submitting}>
        {submitLabel}
      </button>
    </form>
    {after && <p>{after}</p>}
  </div>
);

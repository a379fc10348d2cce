import { describedBy, FieldError, FieldHint } from './field-error';
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labeled input with its hint and error: both are tied to the input for screen readers and
 * the input is marked invalid while the error shows.
 */
export const TextField = ({
  id,
  label,
  hint,
  error,
  registration,
  ...input
}: {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error: string | undefined;
  readonly registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    <FieldHint id={id} hint={hint} />
    <input
      id={id}
      {...input}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, { hint, error, also: input['aria-describedby'] })}
      {...registration}
    />
    <FieldError id={id} message={error} />
  </div>
);

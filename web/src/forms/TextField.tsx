import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled input with its error: the message is tied to the input for screen readers and the
 * input is marked invalid while it shows.
 */
export const TextField = ({
  id,
  label,
  error,
  registration,
  ...input
}: {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) => (
  <div className="field">
    <label htmlFor={id}>{label}</label>
    <input
      id={id}
      {...input}
      aria-invalid={Boolean(error)}
      aria-describedby={
        [input['aria-describedby'], error && `${id}-error`].filter(Boolean).join(' ') || undefined
      }
      {...registration}
    />
    {error && (
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    )}
  </div>
);

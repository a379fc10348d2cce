import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldId, useFieldError } from './field-error';
import { TextField } from './TextField';

/** A text input of the surrounding form, with its label, hint and error. */
export const FormText = ({
  name,
  label,
  hint,
  ...input
}: {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) => {
  const { register } = useFormContext();
  const id = useFieldId(name);
  return (
    <TextField
      id={id}
      label={label}
      error={useFieldError(name)}
      registration={register(name)}
      hint={hint}
      {...input}
    />
  );
};

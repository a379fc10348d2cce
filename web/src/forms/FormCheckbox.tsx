import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, FieldError, FieldHint, useFieldError, useFieldId } from './field-error';

/** A checkbox of the surrounding form beside its label, with its hint and error tied to it. */
export const FormCheckbox = ({
  name,
  label,
  hint,
}: {
  readonly name: string;
  readonly label: ReactNode;
  readonly hint?: string;
}) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hint, error })}
        {...register(name)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} message={error} />
    </div>
  );
};

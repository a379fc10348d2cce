import { useFormContext } from 'react-hook-form';
import { FieldError, fieldId, useFieldError } from './field-error';

/** A labelled multi-line answer of the surrounding form. */
export const FormTextArea = ({
  name,
  label,
  maxLength,
}: {
  readonly name: string;
  readonly label: string;
  readonly maxLength: number;
}) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={5}
        maxLength={maxLength}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
};

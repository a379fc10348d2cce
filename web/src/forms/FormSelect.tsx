import { useFormContext } from 'react-hook-form';
import type { Choice } from './FormChoices';
import { FieldError, fieldId, useFieldError } from './field-error';

/** A labelled drop-down of the surrounding form, with a first empty choice and its error. */
export const FormSelect = ({
  name,
  label,
  choices,
  placeholder = 'Choose…',
}: {
  readonly name: string;
  readonly label: string;
  readonly choices: readonly Choice[];
  readonly placeholder?: string;
}) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
};

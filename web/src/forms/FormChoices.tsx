import { useFormContext } from 'react-hook-form';
import { describedBy, FieldError, FieldHint, useFieldId, useFieldError } from './field-error';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/**
 * A group of radio buttons (one answer) or checkboxes (several) in a fieldset whose legend is
 * the question; the group's error is announced with it.
 */
export const FormChoices = ({
  name,
  legend,
  choices,
  multiple = false,
  hint,
}: {
  readonly name: string;
  readonly legend: string;
  readonly choices: readonly Choice[];
  readonly multiple?: boolean;
  readonly hint?: string;
}) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <fieldset className="choices" aria-describedby={describedBy(id, { hint, error })}>
      <legend>{legend}</legend>
      <FieldHint id={id} hint={hint} />
      {choices.map((choice) => (
        <div className="choice" key={choice.value}>
          <input
            id={`${id}-${choice.value}`}
            type={multiple ? 'checkbox' : 'radio'}
            value={choice.value}
            {...register(name)}
          />
          <label htmlFor={`${id}-${choice.value}`}>{choice.label}</label>
        </div>
      ))}
      <FieldError id={id} message={error} />
    </fieldset>
  );
};

export const YES_NO: readonly Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

import { useFormContext } from 'react-hook-form';
import { describedBy, FieldError, FieldHint, useFieldId, useFieldError } from './field-error';

export interface Choice {
  readonly value: string;
  readonly label: string;
  /** Said under the label and read out with the choice (aria-describedby). */
  readonly description?: string;
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
      {choices.map((choice) => {
        const choiceId = `${id}-${choice.value}`;
        return (
          <div className="choice" key={choice.value}>
            <input
              id={choiceId}
              type={multiple ? 'checkbox' : 'radio'}
              value={choice.value}
              aria-describedby={choice.description ? `${choiceId}-description` : undefined}
              {...register(name)}
            />
            <label htmlFor={choiceId}>{choice.label}</label>
            {choice.description && (
              <p id={`${choiceId}-description`} className="choice__description">
                {choice.description}
              </p>
            )}
          </div>
        );
      })}
      <FieldError id={id} message={error} />
    </fieldset>
  );
};

export const YES_NO: readonly Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

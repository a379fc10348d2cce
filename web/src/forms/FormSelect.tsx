import type { Choice } from './FormChoices';
import { LabelledField } from './LabelledField';

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
}) => (
  <LabelledField name={name} label={label}>
    {(control) => (
      <select {...control}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    )}
  </LabelledField>
);

import type { RegisterOptions } from 'react-hook-form';
import type { Choice } from './FormChoices';
import { LabelledField } from './LabelledField';

/** A labeled drop-down of the surrounding form, with a first empty choice, its hint and error. */
export const FormSelect = ({
  name,
  label,
  hint,
  choices,
  placeholder = 'Choose…',
  options,
}: {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly choices: readonly Choice[];
  readonly placeholder?: string;
  readonly options?: RegisterOptions;
}) => (
  <LabelledField name={name} label={label} hint={hint} options={options}>
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

import { LabelledField } from './LabelledField';

/** A labeled multi-line answer of the surrounding form. */
export const FormTextArea = ({
  name,
  label,
  maxLength,
}: {
  readonly name: string;
  readonly label: string;
  readonly maxLength: number;
}) => (
  <LabelledField name={name} label={label}>
    {(control) => <textarea rows={5} maxLength={maxLength} {...control} />}
  </LabelledField>
);

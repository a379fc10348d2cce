import type { ReactNode } from 'react';
import { useFormContext, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError, FieldHint, useFieldId, useFieldError } from './field-error';

/** What a control of the surrounding form needs: its id, its registration and its error state. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/**
 * A control of the surrounding form under its label, with its hint and error tied to it: the
 * field at `name` is registered (with `options`) and handed to `children` with the attributes it
 * needs.
 */
export const LabelledField = ({
  name,
  label,
  hint,
  options,
  children,
}: {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly options?: RegisterOptions;
  readonly children: (control: ControlProps & UseFormRegisterReturn) => ReactNode;
}) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} hint={hint} />
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, { hint, error }),
        ...register(name, options),
      })}
      <FieldError id={id} message={error} />
    </div>
  );
};

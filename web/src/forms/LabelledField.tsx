import type { ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, useFieldId, useFieldError } from './field-error';

/** What a control of the surrounding form needs: its id, its registration and its error state. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/**
 * A control of the surrounding form under its label, with its error tied to it: the field at
 * `name` is registered and handed to `children` with the attributes it needs.
 */
export const LabelledField = ({
  name,
  label,
  children,
}: {
  readonly name: string;
  readonly label: string;
  readonly children: (control: ControlProps & UseFormRegisterReturn) => ReactNode;
}) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}-error` : undefined,
        ...register(name),
      })}
      <FieldError id={id} message={error} />
    </div>
  );
};

import { get, useFormContext } from 'react-hook-form';

/** An element id for a field path: `children.0.first` → `children-0-first`. */
export const fieldId = (name: string) => name.replace(/\./g, '-');

/** The message of the field at `name` in the surrounding form, if it has one. */
export const useFieldError = (name: string): string | undefined => {
  const {
    formState: { errors },
  } = useFormContext();
  return (get(errors, name) as { message?: string } | undefined)?.message;
};

/** A field's error, found by the input's aria-describedby through its id. */
export const FieldError = ({ id, message }: { readonly id: string; readonly message?: string }) =>
  message ? (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  ) : null;

/** A field's path under a group's path; a form whose fields are at its root has none. */
export const fieldPath = (group: string, field: string) => (group ? `${group}.${field}` : field);

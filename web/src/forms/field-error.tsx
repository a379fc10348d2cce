import { createContext, useContext, useId, type ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';

/** An element id for a field path: `children.0.first` → `children-0-first`. */
export const fieldId = (name: string) => name.replace(/\./g, '-');

/**
 * A form's own id prefix, for a form that shares its page with another (a modal over a page):
 * two fields named `city` must not share an id, or a label names the wrong one.
 */
const FieldIdPrefix = createContext('');

/** Gives the fields inside ids of their own, for a form that shares its page with another. */
export const FieldIdScope = ({ children }: { readonly children: ReactNode }) => (
  <FieldIdPrefix.Provider value={`form${useId().replace(/[^\w-]/g, '')}`}>
    {children}
  </FieldIdPrefix.Provider>
);

/** The id of the field at `name` in the surrounding form. */
export const useFieldId = (name: string) => {
  const prefix = useContext(FieldIdPrefix);
  return `${prefix ? `${prefix}-` : ''}${fieldId(name)}`;
};

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

/** A field's hint, found by the input's aria-describedby through its id. */
export const FieldHint = ({ id, hint }: { readonly id: string; readonly hint?: string }) =>
  hint ? (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  ) : null;

/** The aria-describedby of the field `id`: what it already names, then its hint and its error. */
export const describedBy = (
  id: string,
  { hint, error, also }: { hint?: string; error?: string; also?: string },
): string | undefined =>
  [also, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldError, useFieldId, useFieldError } from '../forms/field-error';

/**
 * An ordered list of answers of one kind (children, pets, gifts, executors): each in its own
 * group named by its place, with Remove, and an Add button until the list is full.
 */
export const ItemList = ({
  name,
  legend,
  itemLabel,
  addLabel,
  max,
  blank,
  children,
}: {
  readonly name: string;
  readonly legend: string;
  /** The group label of the item at an index: "Child 1", "Backup executor"… */
  readonly itemLabel: (index: number) => string;
  readonly addLabel: string;
  readonly max: number;
  /** A new item's empty answers. */
  readonly blank: Record<string, unknown>;
  /** The fields of the item at a path such as `children.0`. */
  readonly children: (path: string, index: number) => ReactNode;
}) => {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const error = useFieldError(name);
  const id = useFieldId(name);
  return (
    <fieldset className="items" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="item">
          <legend>{itemLabel(index)}</legend>
          {children(`${name}.${index}`, index)}
          <button type="button" className="link-button" onClick={() => remove(index)}>
            Remove {itemLabel(index)}
          </button>
        </fieldset>
      ))}
      <FieldError id={id} message={error} />
      {fields.length < max && (
        <button type="button" className="button" onClick={() => append(structuredClone(blank))}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
};

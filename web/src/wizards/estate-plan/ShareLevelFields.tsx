import { typedLevelTotal } from '@bequest/sdk/app';
import type { ReactNode } from 'react';
import { FieldError, useFieldError, useFieldId } from '../../forms/field-error';
import { FormText } from '../../forms/FormText';
import { RecipientFields } from './RecipientFields';

/** How a level of shares is worded: its legend, one share's name and the add button. */
export interface ShareLevelCopy {
  readonly legend: string;
  readonly item: string;
  readonly add: string;
}

/**
 * One level of a `shares` field array: each share a person or a charity from the search and a
 * percentage, the level's running total and its error; `children` shows under the total.
 */
export const ShareLevelFields = ({
  level,
  copy,
  fields,
  values,
  onAdd,
  onRemove,
  children,
}: {
  readonly level: string;
  readonly copy: ShareLevelCopy;
  readonly fields: readonly { readonly id: string }[];
  readonly values: readonly { readonly level: string; readonly percent: string }[];
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
  readonly children?: ReactNode;
}) => {
  const totalError = useFieldError(`totals.${level}`);
  const totalId = useFieldId(`totals.${level}`);
  const entries = fields
    .map((field, index) => ({ field, index }))
    .filter(({ index }) => values[index]?.level === level);
  return (
    <fieldset className="items" aria-describedby={totalError ? `${totalId}-error` : undefined}>
      <legend>{copy.legend}</legend>
      {entries.map(({ field, index }, position) => (
        <fieldset key={field.id} className="item">
          <legend>
            {copy.item} {position + 1}
          </legend>
          <RecipientFields path={`shares.${index}`} nameField="name" />
          <FormText name={`shares.${index}.percent`} label="Share (%)" inputMode="decimal" />
          <button type="button" className="link-button" onClick={() => onRemove(index)}>
            Remove {copy.item.toLowerCase()} {position + 1}
          </button>
        </fieldset>
      ))}
      <p role="status" className="total">
        Total: {typedLevelTotal(values, level)}% of 100%
      </p>
      <FieldError id={totalId} message={totalError} />
      {children}
      <button type="button" className="button" onClick={onAdd}>
        {copy.add}
      </button>
    </fieldset>
  );
};

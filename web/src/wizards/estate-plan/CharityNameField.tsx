import { useDeferredValue, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldId, fieldPath } from '../../forms/field-error';
import { FormText } from '../../forms/FormText';
import { useNonprofits } from '@bequest/sdk/react';

/**
 * A charity's name with suggestions from the nonprofit search, partner organizations first. A
 * suggestion chosen keeps the charity's id with the share; any other name is kept as typed.
 */
export const CharityNameField = ({
  path,
  nameField = 'name',
}: {
  readonly path: string;
  /** The field of the charity's name under `path`. */
  readonly nameField?: string;
}) => {
  const { watch, setValue } = useFormContext();
  const typed = useDeferredValue(String(watch(fieldPath(path, nameField)) ?? '').trim());
  const suggestions = useNonprofits(typed);
  const chosen = suggestions.data?.find((nonprofit) => nonprofit.name === typed);
  useEffect(() => {
    setValue(fieldPath(path, 'charitableGiftId'), chosen?.id ?? null);
  }, [chosen?.id, path, setValue]);
  const listId = `${fieldId(fieldPath(path, nameField))}-suggestions`;
  return (
    <>
      <FormText
        name={fieldPath(path, nameField)}
        label="Charity’s name"
        hint="Start typing to see charities we know; our partner organizations come first."
        autoComplete="off"
        list={listId}
      />
      <datalist id={listId}>
        {suggestions.data?.map((nonprofit) => (
          <option key={nonprofit.id} value={nonprofit.name}>
            {nonprofit.isPartner ? 'Partner organization' : (nonprofit.location ?? '')}
          </option>
        ))}
      </datalist>
    </>
  );
};

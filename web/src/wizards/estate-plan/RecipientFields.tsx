import { useFormContext } from 'react-hook-form';
import { fieldPath } from '../../forms/field-error';
import { FormChoices } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { CharityNameField } from './CharityNameField';

/**
 * Who receives a share, under `path`: a person by full name, or a charity from the search. The
 * name is kept in `nameField` (a residuary share's `name`, a gift portion's `recipientName`).
 */
export const RecipientFields = ({
  path,
  nameField,
}: {
  readonly path: string;
  readonly nameField: string;
}) => {
  const charity = useFormContext().watch(fieldPath(path, 'kind')) === 'charity';
  return (
    <>
      <FormChoices
        name={fieldPath(path, 'kind')}
        legend="Who is it?"
        choices={[
          { value: 'person', label: 'A person' },
          { value: 'charity', label: 'A charity' },
        ]}
      />
      {charity ? (
        <CharityNameField path={path} nameField={nameField} />
      ) : (
        <FormText name={fieldPath(path, nameField)} label="Full legal name" autoComplete="off" />
      )}
    </>
  );
};

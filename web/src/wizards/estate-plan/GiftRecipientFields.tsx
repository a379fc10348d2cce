import { useFormContext } from 'react-hook-form';
import { fieldPath } from '../../forms/field-error';
import { FormChoices } from '../../forms/FormChoices';
import { FormText } from '../../forms/FormText';
import { CharityNameField } from './CharityNameField';

/** Who receives a share, under `path`: a person by full name, or a charity from the search. */
export const GiftRecipientFields = ({ path }: { readonly path: string }) => {
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
        <CharityNameField path={path} nameField="recipientName" />
      ) : (
        <FormText
          name={fieldPath(path, 'recipientName')}
          label="Full legal name"
          autoComplete="off"
        />
      )}
    </>
  );
};

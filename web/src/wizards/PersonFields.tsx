import { FormText } from '../forms/FormText';
import { PersonNameFields } from './PersonNameFields';

/** A named person under `name`: legal name, the relationship when asked, and a phone. */
export const PersonFields = ({
  name,
  asksRelationship = true,
}: {
  readonly name: string;
  readonly asksRelationship?: boolean;
}) => (
  <>
    <PersonNameFields name={name} />
    {asksRelationship && (
      <FormText
        name={`${name}.relationship`}
        label="Relationship to you (optional)"
        autoComplete="off"
      />
    )}
    <FormText name={`${name}.phone`} label="Phone (optional)" type="tel" autoComplete="off" />
  </>
);

import { FormText } from '../forms/FormText';

/** A person's legal name in three parts, under the path `name`. */
export const PersonNameFields = ({ name }: { readonly name: string }) => (
  <div className="name-fields">
    <FormText name={`${name}.first`} label="First name" autoComplete="off" />
    <FormText name={`${name}.middle`} label="Middle name (optional)" autoComplete="off" />
    <FormText name={`${name}.last`} label="Last name" autoComplete="off" />
  </div>
);

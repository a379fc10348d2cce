import { STATE_OPTIONS } from '@bequest/sdk/app';
import { FormSelect } from '../../forms/FormSelect';
import { FormText } from '../../forms/FormText';

/** The donor's US mailing address, as a gift's letters print it, under `group`. */
export const DonorAddressFields = ({ group }: { readonly group: string }) => (
  <fieldset className="items">
    <legend>Your mailing address</legend>
    <FormText name={`${group}.line1`} label="Street address" autoComplete="address-line1" />
    <FormText
      name={`${group}.line2`}
      label="Apartment, suite or unit (optional)"
      autoComplete="address-line2"
    />
    <FormText name={`${group}.city`} label="City" autoComplete="address-level2" />
    <FormSelect name={`${group}.state`} label="State" choices={STATE_OPTIONS} />
    <FormText
      name={`${group}.postalCode`}
      label="ZIP code"
      inputMode="numeric"
      maxLength={10}
      autoComplete="postal-code"
    />
  </fieldset>
);

import { STATE_OPTIONS } from '@bequest/sdk/app';
import { fieldPath } from './field-error';
import { FormSelect } from './FormSelect';
import { FormText } from './FormText';

/**
 * A U.S. mailing address of the surrounding form (platform-core.md 5): street, optionally the
 * unit, city, state and ZIP code, under `group` when the form nests it. `autofill` is off where
 * the address is someone else's.
 */
export const AddressFields = ({
  group = '',
  withUnit = false,
  autofill = true,
}: {
  readonly group?: string;
  readonly withUnit?: boolean;
  readonly autofill?: boolean;
}) => {
  const name = (field: string) => fieldPath(group, field);
  const complete = (token: string) => (autofill ? token : 'off');
  return (
    <>
      <FormText
        name={name('address1')}
        label="Street address"
        autoComplete={complete('address-line1')}
      />
      {withUnit && (
        <FormText
          name={name('address2')}
          label="Apartment, suite or unit (optional)"
          autoComplete={complete('address-line2')}
        />
      )}
      <FormText name={name('city')} label="City" autoComplete={complete('address-level2')} />
      <FormSelect name={name('administrativeArea')} label="State" choices={STATE_OPTIONS} />
      <FormText
        name={name('postalCode')}
        label="ZIP code"
        inputMode="numeric"
        maxLength={5}
        autoComplete={complete('postal-code')}
      />
    </>
  );
};

import {
  DEFAULT_CURRENCY,
  formatMoney,
  isAllowedMoneyText,
  parseMoneyInput,
} from '@bequest/sdk/app';
import { useController } from 'react-hook-form';
import { useFieldId } from '../../forms/field-error';
import { TextField } from '../../forms/TextField';

/**
 * An amount of money in the surrounding form (giving 5.2): only digits, commas, one dot and a
 * leading $ can be typed, and a valid amount is written out as money once the field is left.
 */
export const MoneyField = ({
  name,
  label,
  hint,
  decimals,
}: {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly decimals: number;
}) => {
  const { field, fieldState } = useController({ name });
  const text = String(field.value ?? '');
  return (
    <TextField
      id={useFieldId(name)}
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      registration={{
        name: field.name,
        ref: field.ref,
        onChange: async ({ target }) => {
          if (isAllowedMoneyText(target.value)) field.onChange(target.value);
        },
        onBlur: async () => {
          const amount = parseMoneyInput(text, decimals);
          if (amount.isOk())
            field.onChange(formatMoney({ value: amount.value, currency: DEFAULT_CURRENCY }));
          field.onBlur();
        },
      }}
    />
  );
};

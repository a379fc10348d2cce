import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';

/** Currencies and their fraction digits (platform-core.md 9, giving-and-beneficiaries.md 3.4). */
export const CURRENCIES = { USD: { fractionDigits: 2 }, CAD: { fractionDigits: 2 } } as const;
export type Currency = keyof typeof CURRENCIES;
export const CurrencySchema = z.enum(['USD', 'CAD']);
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The largest amount a money field takes (platform-core.md 9). */
export const MONEY_MAXIMUM = '99999999999999.98';
export const DEFAULT_MONEY_DECIMALS = 2;
/** The asset's approximate value is whole dollars (giving-and-beneficiaries.md 5.2). */
export const ASSET_VALUE_DECIMALS = 0;

const DECIMAL = /^\d+(\.\d+)?$/;

/** A money value: a non-negative decimal kept as text so no digit is lost, and its currency. */
export const MoneySchema = z.object({
  value: z.string().regex(DECIMAL),
  currency: CurrencySchema.default(DEFAULT_CURRENCY),
});
export type Money = z.output<typeof MoneySchema>;

/** Digits, commas, one dot and an optional leading $ (giving-and-beneficiaries.md 5.2). */
const TYPED = /^\$?[\d,]*(\.\d*)?$/;
export const isAllowedMoneyText = (text: string): boolean => TYPED.test(text);

export type MoneyInputError =
  | { readonly code: 'MONEY.CHARACTERS'; readonly message: string }
  | { readonly code: 'MONEY.NEGATIVE'; readonly message: string }
  | { readonly code: 'MONEY.DECIMALS'; readonly message: string }
  | { readonly code: 'MONEY.MAXIMUM'; readonly message: string };

/** The amount in hundredths of the minor unit scale, exact for any length. */
const scaled = (decimal: string, digits: number): bigint => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits));
};

/** A decimal dollar amount in whole cents, exact for any length ("12.5" is 1250n). */
export const centsOf = (decimal: string): bigint => scaled(decimal, 2);

/** Whole cents as a plain decimal: 1250n is "12.50", 1200n is "12". */
export const decimalOfCents = (cents: bigint): string => {
  const whole = cents / 100n;
  const fraction = cents % 100n;
  return fraction === 0n ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
};

/**
 * Reads typed money (giving-and-beneficiaries.md 5.2): "$" and thousands separators allowed, no
 * negatives, at most `decimals` places, at most 99999999999999.98. Answers the plain decimal.
 */
export const parseMoneyInput = (
  text: string,
  decimals: number = DEFAULT_MONEY_DECIMALS,
): Result<string, MoneyInputError> => {
  const trimmed = text.trim();
  if (trimmed.startsWith('-') || trimmed.startsWith('$-'))
    return err({ code: 'MONEY.NEGATIVE', message: 'Please enter an amount of zero or more' });
  if (!isAllowedMoneyText(trimmed) || !/\d/.test(trimmed))
    return err({ code: 'MONEY.CHARACTERS', message: 'Please enter an amount in numbers' });
  const plain = trimmed.replace(/[$,]/g, '').replace(/\.$/, '');
  const normalized = plain.startsWith('.') ? `0${plain}` : plain;
  const fraction = normalized.split('.')[1] ?? '';
  if (fraction.length > decimals)
    return err({
      code: 'MONEY.DECIMALS',
      message:
        decimals === 0
          ? 'Please enter a whole amount'
          : `Please enter no more than ${decimals} decimal places`,
    });
  if (scaled(normalized, 2) > scaled(MONEY_MAXIMUM, 2))
    return err({
      code: 'MONEY.MAXIMUM',
      message: `Please enter an amount no greater than ${formatMoney({ value: MONEY_MAXIMUM, currency: 'USD' })}`,
    });
  return ok(normalized.replace(/^0+(?=\d)/, ''));
};

/**
 * "$1,234" or "$1,234.50": the currency's fraction digits, shown only when the value is not whole
 * (giving-and-beneficiaries.md 3.4).
 */
export const formatMoney = (money: Money, locale = 'en-US'): string => {
  const digits = CURRENCIES[money.currency].fractionDigits;
  const whole = scaled(money.value, digits) % 10n ** BigInt(digits) === 0n;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(money.value as unknown as number);
};

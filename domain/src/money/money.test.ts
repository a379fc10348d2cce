import {
  centsOf,
  decimalOfCents,
  formatMoney,
  isAllowedMoneyText,
  MoneySchema,
  parseMoneyInput,
} from './money';

describe('money input (giving-and-beneficiaries.md 5.2, platform-core.md 9)', () => {
  it.each([
    ['1234', '1234'],
    ['$1,234.50', '1234.50'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['007', '7'],
    ['12.', '12'],
    ['99999999999999.98', '99999999999999.98'],
  ])('%s reads %s', (text, value) => {
    expect(parseMoneyInput(text)._unsafeUnwrap()).toBe(value);
  });

  it.each([
    ['-5', 'MONEY.NEGATIVE'],
    ['$-5', 'MONEY.NEGATIVE'],
    ['12a', 'MONEY.CHARACTERS'],
    ['1.2.3', 'MONEY.CHARACTERS'],
    ['$', 'MONEY.CHARACTERS'],
    ['', 'MONEY.CHARACTERS'],
    ['1.234', 'MONEY.DECIMALS'],
    ['99999999999999.99', 'MONEY.MAXIMUM'],
    ['100000000000000', 'MONEY.MAXIMUM'],
  ])('%s is refused: %s', (text, code) => {
    expect(parseMoneyInput(text)._unsafeUnwrapErr().code).toBe(code);
  });

  it('asset values are whole dollars', () => {
    expect(parseMoneyInput('1500', 0)._unsafeUnwrap()).toBe('1500');
    expect(parseMoneyInput('1500.50', 0)._unsafeUnwrapErr().message).toBe(
      'Please enter a whole amount',
    );
    expect(parseMoneyInput('1.234')._unsafeUnwrapErr().message).toBe(
      'Please enter no more than 2 decimal places',
    );
  });

  it('limits typing to digits, commas, one dot and a leading $', () => {
    expect(isAllowedMoneyText('$1,000.5')).toBe(true);
    expect(isAllowedMoneyText('1$')).toBe(false);
    expect(isAllowedMoneyText('1..0')).toBe(false);
  });
});

describe('money formatting (giving-and-beneficiaries.md 3.4)', () => {
  it.each([
    [{ value: '1234', currency: 'USD' }, '$1,234'],
    [{ value: '1234.5', currency: 'USD' }, '$1,234.50'],
    [{ value: '1234.00', currency: 'USD' }, '$1,234'],
    [{ value: '99999999999999.98', currency: 'USD' }, '$99,999,999,999,999.98'],
    [{ value: '10', currency: 'CAD' }, '$10'],
  ] as const)('%j → %s', (money, text) => {
    expect(formatMoney(money)).toBe(text);
  });

  it('defaults to USD and refuses a non-decimal value', () => {
    expect(MoneySchema.parse({ value: '5' }).currency).toBe('USD');
    expect(MoneySchema.safeParse({ value: '-5' }).success).toBe(false);
  });
});

describe('cents', () => {
  it.each([
    ['12.5', 1250n, '12.50'],
    ['12', 1200n, '12'],
    ['0.07', 7n, '0.07'],
    ['99999999999999.98', 9999999999999998n, '99999999999999.98'],
  ])('%s is %s cents, and back %s', (decimal, cents, back) => {
    expect(centsOf(decimal)).toBe(cents);
    expect(decimalOfCents(cents)).toBe(back);
  });
});

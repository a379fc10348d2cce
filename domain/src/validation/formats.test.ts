import { isValidEmail } from './email';
import { validateYesNo } from './form-messages';
import { passwordCriteria, isValidPassword, validatePasswordConfirmation } from './password';
import { formatPhone, isValidPhone, validateOptionalPhone } from './phone';
import { isValidPostalCode, POSTAL_CODE_MAX_LENGTH } from './postal-code';

describe('postal codes (platform-core.md 5)', () => {
  it.each([
    ['94103', 'US', true],
    ['94103-1234', 'US', true],
    ['9410', 'US', false],
    ['94103-12', 'US', false],
    ['K1A 0B1', 'CA', true],
    ['k1a0b1', 'CA', true],
    ['W1A 0B1', 'CA', false],
    ['Z1A 0B1', 'CA', false],
    ['D1A 0B1', 'CA', false],
    ['K1O 0B1', 'CA', false],
    ['K1A 0U1', 'CA', false],
    ['94103', 'CA', false],
  ] as const)('%s in %s valid: %s', (code, country, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });

  it('defaults to the US and limits input to 5 (US) or 7 (CA)', () => {
    expect(isValidPostalCode('94103')).toBe(true);
    expect(POSTAL_CODE_MAX_LENGTH).toEqual({ US: 5, CA: 7 });
  });
});

describe('phone (platform-core.md 5, DECISIONS.md)', () => {
  it.each([
    ['(415) 555-0100', true],
    ['415-555-0100', true],
    ['415.555.0100', true],
    ['415 555 0100', true],
    ['4155550100', true],
    ['(415)555-0100', true],
    ['115-555-0100', false],
    ['415-555-010', false],
    ['+1 415 555 0100', false],
    ['(415 555-0100', false],
  ])('%s valid: %s', (text, valid) => {
    expect(isValidPhone(text)).toBe(valid);
  });

  it('an optional phone is valid when empty', () => {
    expect(validateOptionalPhone('')).toBeNull();
    expect(validateOptionalPhone('123')).toBe('Please enter a valid phone number');
  });

  it.each([
    ['', ''],
    ['4', '(4'],
    ['4155', '(415) 5'],
    ['415555', '(415) 555'],
    ['4155550100', '(415) 555-0100'],
    ['+1 (415) 555-0100 ext 9', '(141) 555-5010'],
    ['415-555-01009999', '(415) 555-0100'],
  ])('%j is shown as %j', (text, shown) => {
    expect(formatPhone(text)).toBe(shown);
  });
});

describe('e-mail (platform-core.md 5)', () => {
  it.each([
    ['ana@example.com', true],
    ['ana.li+plan@mail.example.org', true],
    ['ana@example', false],
    ['ana.example.com', false],
    ['ana@.com', false],
    ['', false],
  ])('%s valid: %s', (text, valid) => {
    expect(isValidEmail(text)).toBe(valid);
  });
});

describe('password (platform-core.md 5)', () => {
  it('reports each criterion separately', () => {
    expect(passwordCriteria('abc')).toEqual([
      { id: 'length', label: 'At least 8 characters', met: false },
      { id: 'lowercase', label: 'One lower-case letter', met: true },
      { id: 'uppercase', label: 'One upper-case letter', met: false },
      { id: 'number', label: 'One number', met: false },
    ]);
    expect(isValidPassword('Abcdefg1')).toBe(true);
    expect(isValidPassword('abcdefg1')).toBe(false);
  });

  it('needs a non-empty equal confirmation', () => {
    expect(validatePasswordConfirmation('Abcdefg1', '')).toBe('Please confirm your password');
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg2')).toBe('The passwords do not match');
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeNull();
  });
});

describe('yes/no (platform-core.md 5)', () => {
  it.each([
    [null, true, 'Please select a response to continue.'],
    [undefined, true, 'Please select a response to continue.'],
    [false, true, null],
    [null, false, null],
  ])('%s required %s → %s', (answer, required, message) => {
    expect(validateYesNo(answer, required)).toBe(message);
  });
});

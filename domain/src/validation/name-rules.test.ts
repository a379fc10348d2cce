import {
  duplicateProfileNameError,
  isValidFirstName,
  isValidFullName,
  isValidLastName,
  isValidMiddleName,
  oneLetterFirstNameSuggestion,
  validatePersonName,
} from './name-rules';

describe('names (platform-core.md 5)', () => {
  it.each([
    ['A', true],
    ['Ana', true],
    ["O'Neil", true],
    ['Jean-Luc', true],
    ['José', true],
    ['Zoë', true],
    ['Mary Ann', true],
    ['J.', true],
    ['', false],
    [' ', false],
    ['-', true],
    ['Ana!', false],
    ['Łukasz', false],
    ['李', false],
  ])('first name %j valid: %s', (name, valid) => {
    expect(isValidFirstName(name)).toBe(valid);
  });

  it.each([
    ['Li', true],
    ['Ng', true],
    ['O', false],
    ['', false],
    ['Van Buren', true],
    ['Müller', true],
    ['Smith×', false],
  ])('last name %j valid: %s', (name, valid) => {
    expect(isValidLastName(name)).toBe(valid);
  });

  it.each([
    [null, true],
    ['', true],
    ['Q', true],
    ['#', false],
  ])('middle name %j valid: %s', (name, valid) => {
    expect(isValidMiddleName(name)).toBe(valid);
  });

  it.each([
    ['Ana Li', true],
    ['Ana  Reyes-Diaz', true],
    ['Ana L', false],
    ['Ana', false],
    ['Ana Li!', false],
  ])('full name %j valid: %s', (name, valid) => {
    expect(isValidFullName(name)).toBe(valid);
  });

  it('reports each failing part with the household messages', () => {
    expect(validatePersonName({ first: '', middle: '$', last: 'X' })).toEqual({
      first: 'Please enter your legal first name',
      middle: 'Please enter your legal middle name',
      last: 'Please enter your legal last name',
    });
    expect(validatePersonName({ first: 'Ana', middle: '', last: 'Li' })).toEqual({});
  });

  it('asks about a one-letter first name', () => {
    expect(oneLetterFirstNameSuggestion('J')).toBe('Is J your full legal first name?');
    expect(oneLetterFirstNameSuggestion('Jo')).toBeNull();
  });

  it('refuses a new profile with an existing full name', () => {
    const existing = [{ fullName: { first: 'Ana', middle: '', last: 'Li' } }];
    expect(duplicateProfileNameError(existing, ' ana  LI ')).toBe(
      'A profile with this name already exists',
    );
    expect(duplicateProfileNameError(existing, 'Ana B Li')).toBeNull();
  });
});

import { fieldErrorsOf, firstFailure, fromFieldErrors } from './field-errors';

describe('field errors (platform-core.md 5: the first failing rule gives the message)', () => {
  const required = (value: string) => (value === '' ? 'required' : null);
  const short = (value: string) => (value.length < 3 ? 'too short' : null);

  it.each([
    ['', 'required'],
    ['ab', 'too short'],
    ['abc', null],
  ])('firstFailure(%j) is %j', (value, expected) => {
    expect(firstFailure(value, [required, short])).toBe(expected);
  });

  it('is ok when every field passes and err with the failures otherwise', () => {
    expect(fromFieldErrors({ a: 1 }, { name: undefined }).isOk()).toBe(true);
    expect(fromFieldErrors({ a: 1 }, { name: 'required' })._unsafeUnwrapErr()).toEqual({
      name: 'required',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, by its dotted path, the whole input under its key', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['owner', 'fullName', 'first'], message: 'first' },
          { path: ['owner', 'fullName', 'first'], message: 'second' },
          { path: [], message: 'whole' },
        ],
        'data',
      ),
    ).toEqual({ 'owner.fullName.first': 'first', data: 'whole' });
  });
});

import { fullNameToString } from './person-name';

describe('fullNameToString (platform-core.md 3)', () => {
  it.each([
    [{ first: 'Ada', middle: 'K', last: 'Lovelace' }, 'Ada K Lovelace'],
    [{ first: 'Ada', middle: '', last: 'Lovelace' }, 'Ada Lovelace'],
    [{ first: ' Ada ', last: 'Lovelace' }, 'Ada Lovelace'],
    [{}, ''],
  ])('%j reads %s', (name, text) => {
    expect(fullNameToString(name)).toBe(text);
  });
});

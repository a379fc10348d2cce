import { toIsoBirthDate, toSentBirthDate } from './birth-date';

describe('birth date spellings (platform-core.md 3: MM/dd/yyyy when sent)', () => {
  it.each([
    ['02/29/2000', '2000-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['02/29/2001', null],
    ['2/9/2001', null],
    ['', null],
  ])('%s reads as %s', (text, iso) => {
    expect(toIsoBirthDate(text)).toBe(iso);
  });

  it('sends an ISO date as MM/dd/yyyy', () => {
    expect(toSentBirthDate('1990-07-04')).toBe('07/04/1990');
  });
});

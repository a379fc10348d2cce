import { genderFromText, showsGenderDescription } from './gender-text';

describe('gender free-text mapping (platform-core.md 5)', () => {
  it.each([
    ['they/them', 'OTHER'],
    ['It/They', 'OTHER'],
    ['she/her', 'FEMALE'],
    ['Female', 'FEMALE'],
    ['woman', 'FEMALE'],
    ['F', 'FEMALE'],
    ['girl', 'FEMALE'],
    ['gal', 'FEMALE'],
    ['male to female', 'FEMALE'],
    ['MTF', 'FEMALE'],
    ['trans woman', 'FEMALE'],
    ['he/him', 'MALE'],
    ['male', 'MALE'],
    ['Man', 'MALE'],
    ['m', 'MALE'],
    ['boy', 'MALE'],
    ['guy', 'MALE'],
    ['dude', 'MALE'],
    ['female to male', 'MALE'],
    ['trans man', 'MALE'],
    ['trans', 'TRANS'],
    ['Transgender', 'TRANS'],
    ['genderfluid', 'OTHER'],
    ['', 'OTHER'],
  ] as const)('%j → %s', (text, gender) => {
    expect(genderFromText(text)).toBe(gender);
  });

  it('shows the additional information field for Trans or Non-binary', () => {
    expect(showsGenderDescription('TRANS')).toBe(true);
    expect(showsGenderDescription('OTHER')).toBe(true);
    expect(showsGenderDescription('MALE')).toBe(false);
    expect(showsGenderDescription(null)).toBe(false);
  });
});

import { genderDescriptionToSave, genderFromText, showsGenderDescription } from './gender-text';

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

  it.each([
    ['TRANS', 'Trans woman, she/her', 'Trans woman, she/her'],
    ['OTHER', '  genderfluid  ', 'genderfluid'],
    ['OTHER', '   ', null],
    ['OTHER', null, null],
    ['MALE', 'left from before', null],
    ['FEMALE', 'left from before', null],
    [null, 'left from before', null],
  ] as const)('saves the additional information for %s, given %j, as %j', (gender, text, saved) => {
    expect(genderDescriptionToSave(gender, text)).toBe(saved);
  });
});

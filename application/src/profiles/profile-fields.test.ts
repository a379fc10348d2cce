import { ProfileSchema } from '@bequest/domain';
import { applyProfileFields } from './profile-fields';

const today = new Date('2026-11-24T12:00:00Z');
const profile = ProfileSchema.parse({
  randId: 'p1',
  fullName: { first: 'Ana', middle: '', last: 'Li' },
  gender: 'OTHER',
  genderDesc: 'genderfluid',
});

describe('update profile: the additional gender information (platform-core.md 3, 5, 7)', () => {
  it.each([
    [{ gender: 'TRANS', genderDesc: '  Trans woman  ' }, 'TRANS', 'Trans woman'],
    [{ genderDesc: '   ' }, 'OTHER', null],
    [{ genderDesc: null }, 'OTHER', null],
    [{ gender: 'MALE', genderDesc: null }, 'MALE', null],
    [{ fullName: { first: 'Ana', middle: '', last: 'Lee' } }, 'OTHER', 'genderfluid'],
  ] as const)('%j saves gender %s with %j', (fields, gender, genderDesc) => {
    const updated = applyProfileFields(profile, fields, today)._unsafeUnwrap();
    expect(updated.gender).toBe(gender);
    expect(updated.genderDesc).toBe(genderDesc);
  });
});

import { EstatePlanSchema } from './estate-plan';
import { sharedFamilyOf } from './shared-family';

describe('the family a will and a trust share (issue 21)', () => {
  it('carries the spouse, children and guardians, and nothing left unanswered', () => {
    const will = EstatePlanSchema.parse({
      randId: 'w1',
      planType: 'WILL',
      maritalStatus: 'MARRIED',
      spouse: { fullName: { first: 'Daniel', middle: '', last: 'Lopez' } },
      children: [
        { fullName: { first: 'Ana', middle: '', last: 'Lopez' }, birthDate: '2015-01-15' },
      ],
      guardians: [{ fullName: { first: 'Elena', middle: '', last: 'Ruiz' } }],
      executors: [{ fullName: { first: 'Elena', middle: '', last: 'Ruiz' } }],
    });
    const family = sharedFamilyOf(will);
    expect(Object.keys(family).sort()).toEqual([
      'children',
      'guardians',
      'maritalStatus',
      'spouse',
    ]);
    expect(family.children?.[0]?.fullName.first).toBe('Ana');
    expect(sharedFamilyOf(EstatePlanSchema.parse({ randId: 'w2', planType: 'WILL' }))).toEqual({});
  });
});

import { EstatePlanSchema } from './estate-plan';

describe('estate plan schema (documents.md 3.1)', () => {
  it('reads a minimal plan with its documented defaults', () => {
    expect(EstatePlanSchema.parse({ randId: 'e1', planType: 'WILL', profile: {} })).toMatchObject({
      randId: 'e1',
      planType: 'WILL',
      profile: { administrativeArea: null },
      lastSectionCompleted: null,
      finalizedAt: null,
      isJoint: false,
      residuaryBeneficiaries: [],
      hasPermissionToShareInfo: null,
      trustsForBeneficiariesPreferences: { hasQualifyingBeneficiaries: null },
    });
  });

  it.each([
    [{ fullName: { first: 'Grace', last: 'Hopper' } }],
    [{ name: { first: 'Grace', last: 'Hopper' } }],
  ])('reads the spouse from %j', (spouse) => {
    const plan = EstatePlanSchema.parse({ randId: 'e1', planType: 'RLT', profile: {}, spouse });
    expect(plan.spouse).toEqual({ fullName: { first: 'Grace', middle: '', last: 'Hopper' } });
  });

  it.each([
    ['planType', { planType: 'AHCD' }],
    ['lastSectionCompleted', { lastSectionCompleted: 'FINISHED' }],
    [
      'residuaryBeneficiaries',
      { residuaryBeneficiaries: [{ level: 'FIRST', allocationPercent: 50 }] },
    ],
    [
      'residuaryBeneficiaries',
      { residuaryBeneficiaries: [{ level: 'NUMBER_1', allocationPercent: 101 }] },
    ],
  ])('names the field %s when it is invalid', (field, fields) => {
    const result = EstatePlanSchema.safeParse({
      randId: 'e1',
      planType: 'WILL',
      profile: {},
      ...fields,
    });
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

import {
  ClientProductTypeSchema,
  EstatePlanPackageTypeSchema,
  HouseholdPlanChoiceSchema,
  isTrustType,
  isWillType,
} from './estate-plan-package-type';

describe('EstatePlanPackageType (platform-core.md 3)', () => {
  it.each([
    ['WILL_BASED', 'will_based'],
    ['trust_only', 'trust_only'],
    ['No_Required_Docs', 'no_required_docs'],
  ])('reads %s as %s in either case', (input, stored) => {
    expect(EstatePlanPackageTypeSchema.parse(input)).toBe(stored);
  });

  it('rejects the custom plan, which only the household form offers', () => {
    expect(EstatePlanPackageTypeSchema.safeParse('custom_plan').success).toBe(false);
    expect(HouseholdPlanChoiceSchema.parse('CUSTOM_PLAN')).toBe('custom_plan');
    expect(HouseholdPlanChoiceSchema.safeParse(3).success).toBe(false);
    expect(EstatePlanPackageTypeSchema.safeParse(null).success).toBe(false);
  });

  it.each([
    ['will_based', true, false],
    ['will_only', true, false],
    ['trust_based', false, true],
    ['trust_only', false, true],
    ['incapacity_only', false, false],
    [null, false, false],
  ] as const)('%s: will type %s, trust type %s', (type, will, trust) => {
    expect(isWillType(type)).toBe(will);
    expect(isTrustType(type)).toBe(trust);
  });

  it('reads the client product type in either case', () => {
    expect(ClientProductTypeSchema.parse('ATTORNEY_DRAFTED')).toBe('attorney_drafted');
    expect(ClientProductTypeSchema.safeParse(1).success).toBe(false);
  });
});

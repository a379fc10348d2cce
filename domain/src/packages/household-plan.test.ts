import type { MaritalStatus } from '../profiles/marital-status';
import type { EstatePlanPackageType } from './estate-plan-package-type';
import {
  resolveHouseholdPackages,
  restoreHouseholdChoice,
  type HouseholdPlan,
  type PersonalPlan,
} from './household-plan';
import { planChangeUpdate } from './plan-change';

const member = (incapacityOptIn: boolean, customPlan: PersonalPlan | null = null) => ({
  incapacityOptIn,
  customPlan,
});

describe('household plan package resolution (platform-core.md 4.7)', () => {
  it.each([
    // [plan, marital status, multiple profiles, owner opt-in, partner opt-in, owner, partner, joint]
    ['will', 'SINGLE', false, true, null, 'will_based', null, false],
    ['will', 'SINGLE', false, false, null, 'will_only', null, false],
    ['trust', 'SINGLE', false, true, null, 'trust_based', null, false],
    ['trust', 'SINGLE', false, false, null, 'trust_only', null, false],
    ['incapacity_only', 'SINGLE', false, true, null, 'incapacity_only', null, false],
    ['incapacity_only', 'SINGLE', false, false, null, 'no_required_docs', null, false],
    ['will', 'MARRIED', false, true, false, 'will_based', 'will_only', false],
    ['trust', 'MARRIED', false, true, true, 'trust_based', 'incapacity_only', true],
    ['trust', 'DOMESTIC_PARTNERSHIP', false, false, false, 'trust_only', 'no_required_docs', true],
    ['trust', 'SINGLE', true, true, false, 'trust_based', 'trust_based', false],
    [
      'incapacity_only',
      'MARRIED',
      false,
      true,
      false,
      'incapacity_only',
      'no_required_docs',
      false,
    ],
  ] as const)(
    '%s, owner %s, multiple profiles %s, opt-in %s/%s → %s + %s, joint %s',
    (plan, status, multiple, ownerIn, partnerIn, owner, partner, joint) => {
      expect(
        resolveHouseholdPackages({
          plan,
          ownerMaritalStatus: status,
          hasMultipleProfiles: multiple,
          owner: member(ownerIn),
          partner: partnerIn === null ? null : member(partnerIn),
        }),
      ).toEqual({ owner, partner, isJointTrust: joint });
    },
  );

  it('a custom plan takes each person’s own choice and opt-in', () => {
    expect(
      resolveHouseholdPackages({
        plan: 'custom',
        ownerMaritalStatus: 'MARRIED',
        hasMultipleProfiles: true,
        owner: member(false, 'trust'),
        partner: member(true, 'will'),
      }),
    ).toEqual({ owner: 'trust_only', partner: 'will_based', isJointTrust: false });
    expect(
      resolveHouseholdPackages({
        plan: 'custom',
        ownerMaritalStatus: 'SINGLE',
        hasMultipleProfiles: false,
        owner: member(true, null),
        partner: null,
      }).owner,
    ).toBeNull();
  });
});

describe('restoring the household choice (platform-core.md 4.8)', () => {
  const restore = (
    owner: EstatePlanPackageType | null,
    partner: EstatePlanPackageType | null,
    status: MaritalStatus,
    hasJointTrust = false,
    hasMultipleProfiles = partner !== null,
  ) =>
    restoreHouseholdChoice({
      owner,
      partner,
      ownerMaritalStatus: status,
      hasJointTrust,
      hasMultipleProfiles,
    });

  it.each([
    // [owner, partner, status, joint, plan]
    ['trust_based', 'incapacity_only', 'MARRIED', true, 'trust'],
    ['trust_only', 'no_required_docs', 'DOMESTIC_PARTNERSHIP', true, 'trust'],
    ['trust_based', 'trust_based', 'MARRIED', false, 'custom'],
    ['trust_based', 'trust_based', 'SINGLE', false, 'trust'],
    ['will_based', 'will_only', 'MARRIED', false, 'will'],
    ['will_based', 'trust_based', 'MARRIED', false, 'custom'],
    ['trust_only', 'trust_based', 'SINGLE', false, 'trust'],
    ['trust_only', 'trust_based', 'MARRIED', false, 'custom'],
    ['will_only', 'will_only', 'MARRIED', false, 'will'],
    ['trust_only', 'trust_only', 'MARRIED', false, 'custom'],
    ['trust_only', 'trust_only', 'SINGLE', false, 'trust'],
    ['incapacity_only', 'incapacity_only', 'MARRIED', false, 'incapacity_only'],
    ['will_based', null, 'SINGLE', false, 'will'],
    ['trust_only', null, 'SINGLE', false, 'trust'],
  ] as const)('%s + %s, %s, joint %s → %s', (owner, partner, status, joint, plan) => {
    expect(restore(owner, partner, status, joint)?.plan).toBe(plan as HouseholdPlan);
  });

  it('derives each opt-in from the saved packages', () => {
    const choice = restore('will_based', 'will_only', 'MARRIED');
    expect(choice?.owner).toEqual({ incapacityOptIn: true, customPlan: 'will' });
    expect(choice?.partner).toEqual({ incapacityOptIn: false, customPlan: 'will' });
  });

  it('restores nothing before the owner has a package', () => {
    expect(restore(null, null, 'SINGLE')).toBeNull();
  });

  it('round-trips every resolved household', () => {
    const plans = ['will', 'trust', 'incapacity_only'] as const;
    for (const plan of plans)
      for (const status of ['SINGLE', 'MARRIED'] as const)
        for (const optIn of [true, false]) {
          const choice = {
            plan,
            ownerMaritalStatus: status,
            hasMultipleProfiles: true,
            owner: member(optIn, plan),
            partner: member(optIn, plan),
          };
          const packages = resolveHouseholdPackages(choice);
          const restored = restore(
            packages.owner,
            packages.partner,
            status,
            packages.isJointTrust,
            true,
          );
          expect(restored?.plan).toBe(plan);
        }
  });
});

describe('plan change in household mode (platform-core.md 4.12)', () => {
  it('sends both packages and the joint flag for a married owner choosing the trust', () => {
    expect(
      planChangeUpdate({
        plan: 'trust',
        ownerMaritalStatus: 'MARRIED',
        hasMultipleProfiles: true,
        owner: member(true),
        partner: member(true),
      }),
    ).toEqual({
      accountOwner: { estatePlanPackageType: 'trust_based' },
      secondHouseholdMember: { estatePlanPackageType: 'incapacity_only' },
      isJointTrustPlanSelected: true,
    });
  });

  it('a single owner has no joint flag and no second member to update', () => {
    expect(
      planChangeUpdate({
        plan: 'will',
        ownerMaritalStatus: 'SINGLE',
        hasMultipleProfiles: false,
        owner: member(false),
        partner: null,
      }),
    ).toEqual({
      accountOwner: { estatePlanPackageType: 'will_only' },
      secondHouseholdMember: null,
      isJointTrustPlanSelected: false,
    });
  });
});

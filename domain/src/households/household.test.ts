import { HouseholdSchema } from './household';

describe('household schema (platform-core.md 3)', () => {
  it("uses the owner's e-mail on the second member's profile", () => {
    const household = HouseholdSchema.parse({
      accountOwner: { randId: 'p1', email: 'owner@example.com' },
      secondHouseholdMember: { randId: 'p2', email: 'other@example.com' },
    });
    expect(household.secondHouseholdMember?.email).toBe('owner@example.com');
    expect(household.isJointTrustPlanSelected).toBe(false);
  });

  it('allows a household of one', () => {
    const household = HouseholdSchema.parse({ accountOwner: { randId: 'p1' } });
    expect(household.secondHouseholdMember).toBeNull();
  });
});

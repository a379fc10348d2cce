import { initialValues, type HouseholdFormValues } from './household-form';
import { changesSavedPlan, householdSubmission } from './household-submission';

const context = {
  isEditing: false,
  clientCounselFlag: true,
  hasMultipleProfiles: false,
  today: new Date('2026-11-23T12:00:00Z'),
};

const member = (first: string) => ({
  first: ` ${first} `,
  middle: '',
  last: 'Diaz',
  preferredName: '',
  phone: '',
  birthDate: '04/02/1968',
  address1: '12 Elm St',
  city: 'Portland',
  administrativeArea: 'OR',
  postalCode: '97201',
});

const household = (changes: Partial<HouseholdFormValues>): HouseholdFormValues => ({
  ...initialValues(null, true),
  owner: { ...member('Rosa'), email: 'rosa@example.com' },
  secondMember: { ...member('Luis'), address1: '', city: '' },
  maritalStatus: 'MARRIED',
  clientProductType: 'self_directed',
  termsAccepted: true,
  ...changes,
});

describe('what the household page sends (platform-core.md 4.7, 4.9)', () => {
  it('a married couple choosing the trust: one joint trust, the partner on incapacity documents', () => {
    const sent = householdSubmission(household({ plan: 'trust', sameAddress: true }), context);
    expect(sent.packages).toEqual({ owner: 'trust_based', partner: 'incapacity_only' });
    expect(sent.joint).toBe(true);
    expect(sent.planRoute).toBe('/rlt/basics/personal/profile');
    expect(sent.owner.fullName).toEqual({ first: 'Rosa', middle: '', last: 'Diaz' });
    // The partner shares the owner's address when the box says so.
    expect(sent.partner).toMatchObject({ address1: '12 Elm St', city: 'Portland' });
  });

  it("a custom plan: each person's own choice and opt-in; the owner's plan route", () => {
    const sent = householdSubmission(
      household({
        plan: 'custom',
        ownerCustomPlan: 'will',
        partnerCustomPlan: 'trust',
        partnerIncapacity: false,
        sameAddress: false,
      }),
      context,
    );
    expect(sent.packages).toEqual({ owner: 'will_based', partner: 'trust_only' });
    expect(sent.joint).toBe(false);
    expect(sent.planRoute).toBe('/will/basics/personal/profile');
    expect(sent.partner).toMatchObject({ address1: '', city: '' });
  });

  it('attorney-drafted: no package, no joint trust, and back to the start', () => {
    const sent = householdSubmission(
      household({ clientProductType: 'attorney_drafted', plan: 'trust' }),
      context,
    );
    expect(sent.packages).toEqual({ owner: null, partner: null });
    expect(sent.joint).toBe(false);
    expect(sent.clientProductType).toBe('attorney_drafted');
    expect(sent.planRoute).toBe('/');
  });

  it('a single owner sends no second member', () => {
    const sent = householdSubmission(household({ maritalStatus: 'SINGLE', plan: 'will' }), context);
    expect(sent.partner).toBeNull();
    expect(sent.packages).toEqual({ owner: 'will_based', partner: null });
  });
});

describe('a change of a saved plan is confirmed first (platform-core.md 4.12)', () => {
  it.each([
    [{ owner: 'will_based', partner: null }, { owner: null, partner: null }, false],
    [{ owner: 'will_based', partner: null }, { owner: 'will_based', partner: null }, false],
    [{ owner: 'trust_based', partner: null }, { owner: 'will_based', partner: null }, true],
    [
      { owner: 'will_based', partner: 'incapacity_only' },
      { owner: 'will_based', partner: 'will_based' },
      true,
    ],
    [{ owner: 'will_based', partner: 'will_based' }, { owner: 'will_based', partner: null }, false],
  ] as const)('sending %j over %j asks: %j', (packages, saved, asks) => {
    expect(changesSavedPlan(packages, saved)).toBe(asks);
  });
});

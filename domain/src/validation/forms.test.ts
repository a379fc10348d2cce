import {
  isHouseholdFormValid,
  validateHouseholdForm,
  type HouseholdFormDraft,
  type HouseholdMemberDraft,
} from './household-form';
import {
  editProfileCounty,
  hasValidBasicDetails,
  validateProfile,
  type ProfileDraft,
} from './profile-validation';

const today = new Date(2026, 10, 23);
const member: HouseholdMemberDraft = {
  first: 'Ana',
  middle: '',
  last: 'Li',
  preferredName: '',
  phone: '',
  birthDate: '01/15/1980',
  address1: '1 Main St',
  city: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
};
const draft: HouseholdFormDraft = {
  owner: { ...member, email: 'ana@example.com' },
  secondMember: null,
  maritalStatus: 'SINGLE',
  hasMultipleProfiles: false,
  plan: 'will',
  ownerCustomPlan: null,
  partnerCustomPlan: null,
  clientProductType: null,
  termsAccepted: true,
  isEditing: false,
};
const validate = (overrides: Partial<HouseholdFormDraft>, clientCounselFlag = false) =>
  validateHouseholdForm({ ...draft, ...overrides }, { today, clientCounselFlag });

describe('household form (platform-core.md 5)', () => {
  it('accepts a complete single household', () => {
    expect(isHouseholdFormValid(validate({}))).toBe(true);
  });

  it('names each invalid owner field with its message', () => {
    const errors = validate({
      owner: {
        ...member,
        first: '',
        last: 'L',
        phone: '12',
        email: 'ana@',
        birthDate: '',
        address1: '',
        city: '',
        administrativeArea: '',
        postalCode: '123',
      },
    });
    expect(errors.owner).toEqual({
      first: 'Please enter your legal first name',
      last: 'Please enter your legal last name',
      phone: 'Please enter a valid phone number',
      email: 'Please enter your email, including the full domain name',
      birthDate: 'Please enter your date of birth',
      address1: 'Please enter your address',
      city: 'Please enter your city',
      administrativeArea: 'Please enter your state',
      postalCode: 'Please enter your zip code',
    });
  });

  it('does not check the e-mail when editing, nor ask for the terms again', () => {
    const errors = validate({
      isEditing: true,
      termsAccepted: false,
      owner: { ...member, email: '' },
    });
    expect(isHouseholdFormValid(errors)).toBe(true);
  });

  it('requires the terms for a new household', () => {
    expect(validate({ termsAccepted: false }).form.terms).toBe(
      'You must accept the Terms of Service & Privacy Notice to continue.',
    );
  });

  it('requires the second member when married or with several profiles', () => {
    expect(validate({ maritalStatus: 'MARRIED' }).secondMember).toEqual({
      first: 'Please enter your legal first name',
    });
    expect(
      validate({ hasMultipleProfiles: true, secondMember: { ...member, last: '' } }).secondMember,
    ).toEqual({ last: 'Please enter your legal last name' });
    expect(validate({ secondMember: { ...member, last: '' } }).secondMember).toEqual({});
  });

  it('requires a plan when self-directed, both choices for custom, a product type with counsel', () => {
    expect(validate({ plan: null }).form).toEqual({ plan: 'Please select a plan package' });
    expect(
      validate({ plan: 'custom', maritalStatus: 'MARRIED', secondMember: member }).form,
    ).toEqual({
      ownerCustomPlan: 'Please select a plan package',
      partnerCustomPlan: 'Please select a plan package',
    });
    expect(validate({ plan: null }, true).form).toEqual({ productType: 'Please make a selection' });
    expect(validate({ plan: null, clientProductType: 'attorney_drafted' }, true).form).toEqual({});
    expect(validate({ plan: null, clientProductType: 'self_directed' }, true).form).toEqual({
      plan: 'Please select a plan package',
    });
  });
});

describe('profile validation (platform-core.md 5)', () => {
  const profile: ProfileDraft = {
    fullName: { first: 'Ana', middle: '', last: 'Li' },
    gender: null,
    birthDate: '01/15/1980',
    phone: null,
    address1: '1 Main St',
    city: 'Springfield',
    administrativeArea: 'IL',
    postalCode: '62701',
  };
  const options = { required: [] as const, showGenderQuestion: true, today };

  it('requires only the address by default and checks formats of values present', () => {
    const blank = { ...profile, fullName: { first: '', middle: '', last: '' }, birthDate: null };
    expect(validateProfile(blank, options)).toEqual({});
    expect(validateProfile({ ...profile, address1: '' }, options)).toEqual({
      address1: 'Please enter your address',
    });
    expect(validateProfile({ ...profile, phone: '555' }, options)).toEqual({
      phone: 'Please enter a valid phone number',
    });
    expect(validateProfile({ ...profile, birthDate: '01/01/2020' }, options)).toEqual({
      birthDate: 'Please enter your date of birth',
    });
    expect(
      validateProfile({ ...profile, fullName: { first: 'Ana', middle: '', last: '' } }, options),
    ).toEqual({ last: 'Please enter your legal last name' });
  });

  it('requires the configured fields', () => {
    const blank = { ...profile, fullName: { first: '', middle: '', last: '' }, birthDate: null };
    expect(
      validateProfile(blank, {
        ...options,
        required: ['name', 'gender', 'birthDate', 'phone', 'county'],
      }),
    ).toEqual({
      first: 'Please enter your legal first name',
      last: 'Please enter your legal last name',
      gender: 'Please select your gender',
      birthDate: 'Please enter your date of birth',
      phone: 'Please enter a valid phone number',
      county: 'Please enter your county',
    });
    expect(
      validateProfile(profile, { ...options, required: ['gender'], showGenderQuestion: false }),
    ).toEqual({});
  });

  it('basic details: name, gender when asked, birth date and address', () => {
    expect(hasValidBasicDetails(profile, { showGenderQuestion: false, today })).toBe(true);
    expect(hasValidBasicDetails(profile, { showGenderQuestion: true, today })).toBe(false);
    expect(
      hasValidBasicDetails(
        { ...profile, gender: 'FEMALE', phone: 'x' },
        { showGenderQuestion: true, today },
      ),
    ).toBe(true);
    expect(
      hasValidBasicDetails({ ...profile, birthDate: null }, { showGenderQuestion: false, today }),
    ).toBe(false);
  });
});

describe('editing a profile (platform-core.md 2.12)', () => {
  it.each([
    [{ will: null, rlt: null, county: 'Cook' }, 'hidden'],
    [{ will: { randId: null }, rlt: null, county: null }, 'hidden'],
    [{ will: { randId: 'w1' }, rlt: null, county: null }, 'optional'],
    [{ will: null, rlt: { randId: 'r1' }, county: ' ' }, 'optional'],
    [{ will: { randId: 'w1' }, rlt: null, county: 'Cook' }, 'required'],
  ] as const)('%j asks the county: %s', (profile, county) => {
    expect(editProfileCounty(profile)).toBe(county);
  });
});

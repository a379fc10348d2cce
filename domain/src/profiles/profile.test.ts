import { ProfileInputSchema, normalizeProfileFields } from './profile';

const read = (fields: Record<string, unknown>) =>
  ProfileInputSchema.parse({ randId: 'p1', ...fields });

describe('profile spellings (platform-core.md 3)', () => {
  it.each([
    ['fullName', { fullName: { first: 'Ada', middle: 'K', last: 'Lovelace' } }],
    ['name object', { name: { first: 'Ada', middle: 'K', last: 'Lovelace' } }],
    ['name display string', { name: 'Ada K Lovelace' }],
    ['snake case', { first_name: 'Ada', middle_name: 'K', last_name: 'Lovelace' }],
  ])('reads the name from %s', (_spelling, fields) => {
    expect(read(fields).fullName).toEqual({ first: 'Ada', middle: 'K', last: 'Lovelace' });
  });

  it('reads a one-word display name as the first name', () => {
    expect(read({ name: 'Ada' }).fullName).toEqual({ first: 'Ada', middle: '', last: '' });
  });

  it('prefers fullName over the other spellings, part by part', () => {
    const profile = read({ fullName: { first: 'Ada' }, last_name: 'Byron', name: { middle: 'K' } });
    expect(profile.fullName).toEqual({ first: 'Ada', middle: 'K', last: 'Byron' });
  });

  it.each([
    [{ birthDate: '12/10/1815' }, '1815-12-10'],
    [{ birthdate: '12/10/1815' }, '1815-12-10'],
    [{ birthDate: '1815-12-10' }, '1815-12-10'],
    [{ birthDate: '1815-12-10T00:00:00.000Z' }, '1815-12-10'],
    [{}, null],
  ])('reads the birth date %j as %s', (fields, birthDate) => {
    expect(read(fields).birthDate).toBe(birthDate);
  });

  it.each(['02/30/1990', '1990-13-01', 'yesterday'])('rejects the birth date %s', (birthDate) => {
    const result = ProfileInputSchema.safeParse({ randId: 'p1', birthDate });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['birthDate'], message: 'Please enter your date of birth' }),
    ]);
  });

  it('reads the products object and the direct package type', () => {
    const profile = read({
      products: {
        is_first_dfpoa: true,
        is_first_ahcd: false,
        estate_plan_package_type: 'TRUST_BASED',
        bequest_client_product_type: 'ATTORNEY_DRAFTED',
      },
    });
    expect(profile).toMatchObject({
      estatePlanPackageType: 'trust_based',
      clientProductType: 'attorney_drafted',
      isFirstDfpoa: true,
      isFirstAhcd: false,
    });
    expect(read({ estate_plan_package_type: 'will_only' }).estatePlanPackageType).toBe('will_only');
  });

  it('reads snake-case document lists and lower-case marital status', () => {
    const profile = read({
      maritalStatus: 'married',
      nonprobate_plans: [{ isComplete: true }],
      stock_gift: [{}],
      rlt: { randId: 'r1', isJoint: true, referrer: 'BEQUEST_PARTNER' },
    });
    expect(profile.maritalStatus).toBe('MARRIED');
    expect(profile.nonprobatePlans).toEqual([{ isComplete: true, updatedAt: null }]);
    expect(profile.stockGift).toEqual([{ isComplete: false, updatedAt: null }]);
    expect(profile.rlt).toMatchObject({ randId: 'r1', isJoint: true, referrer: 'BEQUEST_PARTNER' });
  });

  it('fills the documented defaults', () => {
    expect(read({})).toMatchObject({
      country: 'US',
      currency: 'USD',
      flags: {},
      orgsAllowedToGetContactDetails: [],
      will: null,
      daf: [],
      signInCount: 0,
    });
  });

  it('rejects values outside the enumerations, naming the field', () => {
    const result = ProfileInputSchema.safeParse({ randId: 'p1', gender: 'unknown', country: 'MX' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['gender'], ['country']]);
  });

  it('leaves input that is not an object for the schema to reject', () => {
    expect(normalizeProfileFields('x')).toBe('x');
    expect(ProfileInputSchema.safeParse(null).success).toBe(false);
  });
});

import { planRoute } from './plan-route';
import { buildProductPackageDetails, ProductPackageEventSchema } from './product-package-details';

describe('plan routes (platform-core.md 4.9)', () => {
  const context = { willBase: '/will', ownerPackage: 'trust_only' as const };

  it.each([
    ['will_based', '/will/basics/personal/profile'],
    ['WILL_ONLY', '/will/basics/personal/profile'],
    ['trust_based', '/rlt/basics/personal/profile'],
    ['trust_only', '/rlt/basics/personal/profile'],
    ['incapacity_only', '/dfpoa'],
    ['custom_plan', '/rlt/basics/personal/profile'],
    ['no_required_docs', '/account'],
    ['attorney_drafted', '/'],
    [null, '/'],
  ] as const)('%s → %s', (plan, route) => {
    expect(planRoute(plan, context)._unsafeUnwrap()).toBe(route);
  });

  it("uses the tenant's will base and follows the owner's package for the custom plan", () => {
    expect(planRoute('will_only', { willBase: '/w', ownerPackage: null })._unsafeUnwrap()).toBe(
      '/w/basics/personal/profile',
    );
    expect(planRoute('custom_plan', { willBase: '/w', ownerPackage: null })._unsafeUnwrap()).toBe(
      '/',
    );
  });

  it('refuses an unknown plan type with "Unsupported plan type"', () => {
    expect(planRoute('pet_trust', context)._unsafeUnwrapErr().message).toBe(
      'Unsupported plan type',
    );
  });
});

describe('ProductPackageDetails (platform-core.md 3, 5)', () => {
  const ids = { will: 'w1', rlt: 't1', ahcd: 'a1', dfpoa: 'd1' };

  it.each([
    ['will_based', 'w1'],
    ['trust_based', 't1'],
    ['incapacity_only', null],
    ['will_only', null],
  ] as const)('%s carries estateId %s', (packageType, estateId) => {
    expect(buildProductPackageDetails(packageType, ids)._unsafeUnwrap()).toEqual({
      packageType,
      ahcdId: 'a1',
      dfpoaId: 'd1',
      estateId,
    });
  });

  it.each([
    ['will_based', { ...ids, will: null }],
    ['trust_based', { ...ids, rlt: null }],
    ['incapacity_only', { ...ids, ahcd: null }],
    ['will_only', { ...ids, dfpoa: '' }],
  ] as const)(
    '%s without a required id: "Tried to build invalid ProductPackageDetails"',
    (type, given) => {
      expect(buildProductPackageDetails(type, given)._unsafeUnwrapErr().message).toBe(
        'Tried to build invalid ProductPackageDetails',
      );
    },
  );

  it('parses an event as the API sends it', () => {
    const event = ProductPackageEventSchema.parse({
      eventType: 'REQUEST_PRINT_AND_MAIL',
      createdBy: 'p1',
      createdAt: '2026-11-01T12:00:00Z',
      packageDetails: { packageType: 'WILL_BASED', ahcdId: 'a', dfpoaId: 'd', estateId: 'w' },
    });
    expect(event.packageDetails.packageType).toBe('will_based');
  });
});

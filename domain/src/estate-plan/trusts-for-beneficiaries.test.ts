import { EstatePlanSchema } from './estate-plan';
import { asksTrustsForBeneficiaries } from './trusts-for-beneficiaries';

describe('trusts for beneficiaries (documents.md 4.3)', () => {
  const plan = (extra: Record<string, unknown>) =>
    EstatePlanSchema.parse({ randId: 'w', planType: 'WILL', ...extra });

  it('is asked where a bequest partner offers it, and always once answered', () => {
    const offered = { hasTrustsForBeneficiaries: true };
    expect(asksTrustsForBeneficiaries(plan({ referrer: 'BEQUEST_PARTNER' }), offered)).toBe(true);
    expect(asksTrustsForBeneficiaries(plan({}), offered)).toBe(false);
    expect(
      asksTrustsForBeneficiaries(plan({ referrer: 'BEQUEST_PARTNER' }), {
        hasTrustsForBeneficiaries: false,
      }),
    ).toBe(false);
    const answered = plan({
      trustsForBeneficiariesPreferences: { hasQualifyingBeneficiaries: false },
    });
    expect(asksTrustsForBeneficiaries(answered, null)).toBe(true);
  });
});

import { CurrentUserInputSchema } from './current-user';

describe('current user schema (platform-core.md 3, documents.md 3.6)', () => {
  it('reads the profiles in any spelling and fills the defaults', () => {
    const user = CurrentUserInputSchema.parse({
      email: 'ada@example.com',
      profiles: [{ randId: 'p1', first_name: 'Ada' }],
    });
    expect(user.profiles[0]?.fullName.first).toBe('Ada');
    expect(user).toMatchObject({
      activeProfile: null,
      isRegistered: false,
      signInCount: 0,
      financialFirm: null,
      attorneyConsultMetadata: {
        attorneyConsultRequestedAt: null,
        attorneyConsultNotInterestedSubmittedAt: null,
      },
    });
  });

  it('reads {brand}FinancialFirm as financialFirm', () => {
    const firm = { name: 'Acme Wealth' };
    expect(CurrentUserInputSchema.parse({ acmeFinancialFirm: firm }).financialFirm).toEqual(firm);
    expect(CurrentUserInputSchema.parse({ financialFirm: firm }).financialFirm).toEqual(firm);
  });

  it('rejects what is not a user', () => {
    expect(CurrentUserInputSchema.safeParse(null).success).toBe(false);
  });
});

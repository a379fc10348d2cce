import { GetStarted } from '../accounts/get-started.use-case';
import { inMemoryContainer } from '../testing/container';
import { StopContactSharing } from './stop-contact-sharing.use-case';

describe('withdrawing contact sharing (giving-and-beneficiaries.md 4.7, 8)', () => {
  const start = async (email: string) => {
    const { container, ports } = inMemoryContainer();
    const grant = (
      await container.get(GetStarted).execute({
        tenantId: 'bequest',
        origin: 'http://localhost',
        email,
        owner: { fullName: { first: 'Ana', middle: '', last: 'Li' } },
        termsAccepted: true,
        product: 'WILL',
        orgsAllowedToGetContactDetails: ['org-harbor', 'org-river'],
      })
    )._unsafeUnwrap();
    const requester = {
      tenantId: 'bequest',
      accountId: grant.user.activeProfile.accountId!,
      activeProfileId: grant.user.activeProfile.randId,
    };
    return { container, ports, profileId: grant.user.activeProfile.randId, requester };
  };

  it('takes the nonprofit off the profile’s list, and only it', async () => {
    const { container, profileId, requester } = await start('ana@example.com');
    const saved = await container
      .get(StopContactSharing)
      .execute(requester, { profileId, organizationId: 'org-harbor' });
    expect(saved._unsafeUnwrap().orgsAllowedToGetContactDetails).toEqual(['org-river']);
  });

  it('never reaches another account’s profile', async () => {
    const { container, ports, profileId, requester } = await start('ana@example.com');
    const before = ports.profiles.get(profileId);
    const result = await container
      .get(StopContactSharing)
      .execute(
        { ...requester, accountId: 'someone-else' },
        { profileId, organizationId: 'org-harbor' },
      );
    expect(result._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
    expect(ports.profiles.get(profileId)).toEqual(before);
  });
});

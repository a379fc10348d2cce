import { GetCurrentUser } from '../accounts/get-current-user.use-case';
import { GetStarted } from '../accounts/get-started.use-case';
import { inMemoryContainer } from '../testing/container';
import { AcceptTerms } from './accept-terms.use-case';

/**
 * A household of two on the second brand whose terms are from an older version; pass another
 * household's container to start this one beside it.
 */
const household = async (email = 'ana@example.com', { container, ports } = inMemoryContainer()) => {
  const grant = (
    await container.get(GetStarted).execute({
      tenantId: 'willow',
      origin: 'http://localhost',
      email,
      owner: { fullName: { first: 'Ana', middle: '', last: 'Li' }, maritalStatus: 'MARRIED' },
      secondHouseholdMember: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
      termsAccepted: true,
    })
  )._unsafeUnwrap();
  for (const stored of grant.user.profiles.map(({ randId }) => ports.profiles.get(randId)!))
    ports.profiles.set(stored.profile.randId, {
      ...stored,
      profile: { ...stored.profile, termsAcceptedVersion: '2019_01_01' },
    });
  const ownerId = grant.user.accountOwnerId!;
  const partnerId = grant.user.profiles.find((profile) => profile.randId !== ownerId)!.randId;
  const requester = {
    tenantId: 'willow',
    accountId: grant.user.activeProfile.accountId!,
    activeProfileId: ownerId,
  };
  return { container, ports, requester, ownerId, partnerId };
};

describe('accepting the terms (platform-core.md 2.14, 4.10)', () => {
  it('accepts for the active profile, sharing with the partner organization once', async () => {
    const { container, ports, requester, ownerId } = await household();
    const accepted = await container.get(AcceptTerms).execute(requester, {
      version: ports.profiles.get(ownerId)!.version,
      shareInfoWithOrgId: 'org-harbor',
    });
    expect(accepted._unsafeUnwrap()).toMatchObject({
      randId: ownerId,
      termsAcceptedOn: '2026-11-23',
      termsAcceptedVersion: '2021_10_20',
      orgsAllowedToGetContactDetails: ['org-harbor'],
    });
  });

  it('lets the owner accept for the household’s second member, who then counts as accepted', async () => {
    const { container, ports, requester, partnerId } = await household();
    const accepted = await container.get(AcceptTerms).execute(requester, {
      profileId: partnerId,
      version: ports.profiles.get(partnerId)!.version,
    });
    expect(accepted._unsafeUnwrap()).toMatchObject({
      randId: partnerId,
      termsAcceptedVersion: '2021_10_20',
      orgsAllowedToGetContactDetails: [],
    });
    const user = (await container.get(GetCurrentUser).execute(requester))._unsafeUnwrap();
    expect(user.partnerExistsAndHasAcceptedLatestTerms).toBe(true);
    expect(user.hasAcceptedLatestTerms).toBe(false);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const { container, ports, requester, partnerId } = await household();
    const before = ports.profiles.get(partnerId);
    const stale = await container.get(AcceptTerms).execute(requester, {
      profileId: partnerId,
      version: before!.version + 1,
    });
    expect(stale._unsafeUnwrapErr().code).toBe('REQUEST.STALE_WRITE');
    expect(ports.profiles.get(partnerId)).toEqual(before);
  });

  it('never reaches a profile of another account', async () => {
    const ana = await household();
    const cy = await household('cy@example.com', ana);
    const before = ana.ports.profiles.get(ana.partnerId);
    const result = await cy.container.get(AcceptTerms).execute(cy.requester, {
      profileId: ana.partnerId,
      version: before!.version,
    });
    expect(result._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
    expect(ana.ports.profiles.get(ana.partnerId)).toEqual(before);
  });
});

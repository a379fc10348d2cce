import { NOT_SIGNED } from '@bequest/domain';
import { GetStarted } from '../accounts/get-started.use-case';
import { RecordPackageEvent } from '../packages/record-package-event.service';
import { inMemoryContainer } from '../testing/container';
import { UpdateHousehold } from './update-household.use-case';

const start = async (tenantId = 'willow') => {
  const { container, ports } = inMemoryContainer();
  const grant = (
    await container.get(GetStarted).execute({
      tenantId: 'willow',
      origin: 'http://localhost',
      email: 'ana@example.com',
      owner: { fullName: { first: 'Ana', middle: '', last: 'Li' } },
      termsAccepted: true,
      product: 'WILL',
    })
  )._unsafeUnwrap();
  // An advisory firm's clients come by single sign-on: the account is moved there instead.
  for (const [id, account] of ports.accounts) ports.accounts.set(id, { ...account, tenantId });
  for (const [id, stored] of ports.profiles)
    ports.profiles.set(id, { ...stored, profile: { ...stored.profile, tenantId } });
  const requester = {
    tenantId,
    accountId: grant.user.activeProfile.accountId!,
    activeProfileId: grant.user.activeProfile.randId,
  };
  return { container, ports, grant, requester };
};

describe('update household (platform-core.md 4.9, 4.12)', () => {
  it.each([
    ['acme-wealth', 1],
    ['willow', 0],
  ])(
    'on %s, choosing an attorney-drafted plan queues it for matching %i time(s), once',
    async (tenantId, queued) => {
      const { container, ports, grant, requester } = await start(tenantId);
      const choose = container.get(UpdateHousehold);
      const chosen = (
        await choose.execute(requester, {
          accountVersion: grant.user.accountVersion,
          accountOwner: {
            version: grant.user.activeProfile.version,
            administrativeArea: 'CA',
            phone: '4155550123',
            clientProductType: 'attorney_drafted',
          },
          secondHouseholdMember: null,
          isJointTrustPlanSelected: false,
        })
      )._unsafeUnwrap();
      // Saving the household again with the same choice queues nothing more.
      (
        await choose.execute(requester, {
          accountVersion: chosen.accountVersion,
          accountOwner: { version: chosen.activeProfile.version, city: 'Oakland' },
          secondHouseholdMember: null,
          isJointTrustPlanSelected: false,
        })
      )._unsafeUnwrap();
      expect(ports.openedAttorneyDraftedPlans).toHaveLength(queued);
      if (queued)
        expect(ports.openedAttorneyDraftedPlans[0]).toMatchObject({
          tenantId,
          state: 'CA',
          contact: { name: 'Ana Li', email: 'ana@example.com', phone: '4155550123' },
        });
    },
  );

  it('answers a stale version with 409 and changes nothing', async () => {
    const { container, ports, grant, requester } = await start();
    const result = await container.get(UpdateHousehold).execute(requester, {
      accountVersion: grant.user.accountVersion + 1,
      accountOwner: { version: grant.user.activeProfile.version, maritalStatus: 'MARRIED' },
      secondHouseholdMember: null,
      isJointTrustPlanSelected: true,
    });
    expect(result._unsafeUnwrapErr().code).toBe('REQUEST.STALE_WRITE');
    expect([...ports.accounts.values()][0]?.isJointTrustPlanSelected).toBe(false);
  });

  it('rolls back every write when the second member was changed meanwhile', async () => {
    const { container, ports, grant, requester } = await start();
    const updateHousehold = container.get(UpdateHousehold);
    const first = (
      await updateHousehold.execute(requester, {
        accountVersion: grant.user.accountVersion,
        accountOwner: { version: grant.user.activeProfile.version, maritalStatus: 'MARRIED' },
        secondHouseholdMember: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
        isJointTrustPlanSelected: false,
      })
    )._unsafeUnwrap();
    const partner = first.profiles.find((profile) => profile.randId !== first.accountOwnerId)!;
    const ownerBefore = ports.profiles.get(first.accountOwnerId!);
    ports.profiles.set(partner.randId, {
      ...ports.profiles.get(partner.randId)!,
      version: partner.version + 5,
    });
    const raced = ports.profileRepository.update;
    ports.profileRepository.update = async (profile, version) =>
      profile.randId === partner.randId ? null : raced(profile, version);
    const second = await updateHousehold.execute(requester, {
      accountVersion: first.accountVersion,
      accountOwner: { version: first.activeProfile.version, city: 'Elsewhere' },
      secondHouseholdMember: { version: partner.version + 5, city: 'Elsewhere' },
      isJointTrustPlanSelected: true,
    });
    expect(second._unsafeUnwrapErr().code).toBe('REQUEST.STALE_WRITE');
    expect(ports.profiles.get(first.accountOwnerId!)).toEqual(ownerBefore);
    expect([...ports.accounts.values()][0]?.isJointTrustPlanSelected).toBe(false);
  });
});

describe('product package events (platform-core.md 3, 5)', () => {
  it('needs a package, then the documents of the package', async () => {
    const { container, ports, requester } = await start();
    const record = container.get(RecordPackageEvent);
    expect((await record.record(requester, 'SKIP_STRATEGIST_CALL'))._unsafeUnwrapErr().code).toBe(
      'PACKAGE.NONE',
    );

    const stored = ports.profiles.get(requester.activeProfileId)!;
    const summary = (randId: string) => ({
      randId,
      progress: null,
      path: null,
      finalizedAt: null,
      signing: NOT_SIGNED,
      updatedAt: null,
      lastSectionCompletedUpdatedAt: null,
      hasNotifiedNominee: false,
      isComplete: true,
      isValid: true,
    });
    ports.profiles.set(requester.activeProfileId, {
      ...stored,
      profile: {
        ...stored.profile,
        estatePlanPackageType: 'will_based',
        ahcd: summary('a1'),
        dfpoa: summary('d1'),
      },
    });
    expect(
      (await record.record(requester, 'SKIP_STRATEGIST_CALL'))._unsafeUnwrapErr().message,
    ).toBe('Tried to build invalid ProductPackageDetails');
    const withWill = ports.profiles.get(requester.activeProfileId)!;
    ports.profiles.set(requester.activeProfileId, {
      ...withWill,
      profile: { ...withWill.profile, will: summary('w1') },
    });
    const event = (await record.record(requester, 'SKIP_STRATEGIST_CALL'))._unsafeUnwrap();
    expect(event).toEqual({
      eventType: 'SKIP_STRATEGIST_CALL',
      createdBy: requester.activeProfileId,
      createdAt: '2026-11-23T10:00:00.000Z',
      packageDetails: { packageType: 'will_based', ahcdId: 'a1', dfpoaId: 'd1', estateId: 'w1' },
    });
  });
});

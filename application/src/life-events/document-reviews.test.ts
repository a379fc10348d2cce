import { ProfileSchema } from '@bequest/domain';
import { UpdateHousehold } from '../profiles/update-household.use-case';
import { UpdateProfile } from '../profiles/update-profile.use-case';
import { startedPerson } from '../testing/started-person';
import type { InMemoryPorts } from '../testing/in-memory';
import { DismissDocumentReview } from './dismiss-document-review.use-case';
import { ListDocumentReviews } from './list-document-reviews.use-case';
import { AnswerYearlyReview } from './answer-yearly-review.use-case';
import { ReadYearlyReview } from './read-yearly-review.use-case';

const finished = (randId: string, signed: boolean) => ({
  randId,
  isComplete: true,
  isValid: true,
  signing: signed
    ? { status: 'SIGNED', signedOn: '2026-01-02' }
    : { status: 'NOT_SIGNED', signedOn: null },
});

/** The person's will finished and signed, and their directive finished, not signed. */
const withFinishedDocuments = (ports: InMemoryPorts, profileId: string) => {
  const stored = ports.profiles.get(profileId)!;
  ports.profiles.set(profileId, {
    ...stored,
    profile: ProfileSchema.parse({
      ...stored.profile,
      will: finished('will-1', true),
      ahcd: finished('ahcd-1', false),
    }),
  });
  return stored.version;
};

describe('document reviews after a life event (issue 29)', () => {
  it('flags each finished document a move touches, and lists them for the person only', async () => {
    const { container, ports, requester } = await startedPerson();
    const version = withFinishedDocuments(ports, requester.activeProfileId);
    const saved = await container.get(UpdateProfile).execute(requester, {
      profileId: requester.activeProfileId,
      version,
      fields: { administrativeArea: 'CA', postalCode: '94105' },
    });
    expect(saved.isOk()).toBe(true);

    const flags = await container.get(ListDocumentReviews).execute(requester);
    expect(
      flags.map(({ kind, documentId, event, reason }) => [kind, documentId, event, reason]),
    ).toEqual([
      ['WILL', 'will-1', 'MOVED_STATE', 'You moved from Texas to California.'],
      ['AHCD', 'ahcd-1', 'MOVED_STATE', 'You moved from Texas to California.'],
    ]);
    expect(flags[0]!.stateNote).toContain('Most states accept a will');
    expect(flags[1]!.stateNote).toContain('You have not marked your health care directive signed.');
    expect(flags[0]!.flaggedAt).toEqual(ports.now);
    expect(ports.mail).toContainEqual({
      tenantId: 'bequest',
      to: 'ana@example.com',
      template: 'documents_to_review',
      values: {
        documents: 'Last Will & Testament, Living Will (Advance Healthcare Directive)',
      },
    });

    const stranger = await startedPerson('bo@example.com', { container, ports });
    expect(await container.get(ListDocumentReviews).execute(stranger.requester)).toEqual([]);
    const refused = await container
      .get(DismissDocumentReview)
      .execute(stranger.requester, flags[0]!.id);
    expect(refused._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');

    const dismissed = await container.get(DismissDocumentReview).execute(requester, flags[0]!.id);
    expect(dismissed._unsafeUnwrap()).toEqual({ dismissed: true });
    expect(
      (await container.get(ListDocumentReviews).execute(requester)).map(({ kind }) => kind),
    ).toEqual(['AHCD']);
  });

  it('keeps the state a document was made for across two moves, and drops the flag on a move back', async () => {
    const { container, ports, requester } = await startedPerson();
    withFinishedDocuments(ports, requester.activeProfileId);
    const move = async (administrativeArea: string, postalCode: string) =>
      container.get(UpdateProfile).execute(requester, {
        profileId: requester.activeProfileId,
        version: ports.profiles.get(requester.activeProfileId)!.version,
        fields: { administrativeArea, postalCode },
      });
    const reasons = async () =>
      (await container.get(ListDocumentReviews).execute(requester)).map(
        ({ kind, reason }) => `${kind}: ${reason}`,
      );
    await move('CA', '94105');
    await move('FL', '33101');
    expect(await reasons()).toEqual([
      'WILL: You moved from Texas to Florida.',
      'AHCD: You moved from Texas to Florida.',
    ]);
    await move('TX', '73301');
    expect(await reasons()).toEqual([]);
  });

  it('flags nothing for a save that is no life event, or without finished documents', async () => {
    const { container, ports, requester } = await startedPerson();
    const version = withFinishedDocuments(ports, requester.activeProfileId);
    await container.get(UpdateProfile).execute(requester, {
      profileId: requester.activeProfileId,
      version,
      fields: { city: 'Austin' },
    });
    expect(ports.reviewFlags).toEqual([]);
    expect(ports.mail.filter(({ template }) => template === 'documents_to_review')).toEqual([]);

    const other = await startedPerson('cy@example.com');
    const stored = other.ports.profiles.get(other.requester.activeProfileId)!;
    await other.container.get(UpdateProfile).execute(other.requester, {
      profileId: other.requester.activeProfileId,
      version: stored.version,
      fields: { administrativeArea: 'CA', postalCode: '94105' },
    });
    expect(other.ports.reviewFlags).toEqual([]);
  });

  it('flags the documents a marriage touches when the household is saved', async () => {
    const { container, ports, requester } = await startedPerson();
    const household = container.get(UpdateHousehold);
    const account = [...ports.accounts.values()][0]!;
    const single = (
      await household.execute(requester, {
        accountVersion: account.version,
        accountOwner: {
          version: ports.profiles.get(requester.activeProfileId)!.version,
          maritalStatus: 'SINGLE',
        },
        secondHouseholdMember: null,
        isJointTrustPlanSelected: false,
      })
    )._unsafeUnwrap();
    const version = withFinishedDocuments(ports, requester.activeProfileId);
    await household.execute(requester, {
      accountVersion: single.accountVersion,
      accountOwner: { version, maritalStatus: 'MARRIED' },
      secondHouseholdMember: null,
      isJointTrustPlanSelected: false,
    });
    const flags = await container.get(ListDocumentReviews).execute(requester);
    expect(flags.map(({ kind, event }) => `${event} ${kind}`)).toEqual([
      'MARRIED WILL',
      'MARRIED AHCD',
    ]);
    expect(flags[0]!.update).toContain('spouse');
  });

  it('flags the second member’s documents too when the household’s marriage ends', async () => {
    const { container, ports, requester } = await startedPerson();
    const household = container.get(UpdateHousehold);
    const account = () => [...ports.accounts.values()][0]!;
    const ownerVersion = () => ports.profiles.get(requester.activeProfileId)!.version;
    const married = (
      await household.execute(requester, {
        accountVersion: account().version,
        accountOwner: { version: ownerVersion(), maritalStatus: 'MARRIED' },
        secondHouseholdMember: { fullName: { first: 'Ben', middle: '', last: 'Li' } },
        isJointTrustPlanSelected: false,
      })
    )._unsafeUnwrap();
    const partner = married.profiles.find(({ randId }) => randId !== requester.activeProfileId)!;
    withFinishedDocuments(ports, partner.randId);
    await household.execute(requester, {
      accountVersion: account().version,
      accountOwner: { version: ownerVersion(), maritalStatus: 'SINGLE' },
      secondHouseholdMember: { version: ports.profiles.get(partner.randId)!.version },
      isJointTrustPlanSelected: false,
    });
    const partnerFlags = await container
      .get(ListDocumentReviews)
      .execute({ ...requester, activeProfileId: partner.randId });
    expect(partnerFlags.map(({ kind, event }) => `${event} ${kind}`)).toEqual([
      'MARRIAGE_ENDED WILL',
      'MARRIAGE_ENDED AHCD',
    ]);
    // The owner has no finished documents: nothing of theirs is flagged.
    expect(await container.get(ListDocumentReviews).execute(requester)).toEqual([]);
  });
});

describe('the yearly review (issue 29)', () => {
  it('is due a year after the documents were finished, and flags what a yes touches', async () => {
    const { container, ports, requester } = await startedPerson();
    withFinishedDocuments(ports, requester.activeProfileId);
    const stored = ports.profiles.get(requester.activeProfileId)!;
    ports.profiles.set(requester.activeProfileId, {
      ...stored,
      profile: {
        ...stored.profile,
        will: { ...stored.profile.will!, finalizedAt: '2025-11-01T00:00:00.000Z' },
      },
    });
    const readReview = container.get(ReadYearlyReview);
    const before = (await readReview.execute(requester))._unsafeUnwrap();
    expect(before.due).toBe(true);
    expect(before.questions.map(({ event }) => event)).toEqual([
      'CHILD_ADDED',
      'GRANDCHILD_ADDED',
      'NAMED_PERSON_DIED',
      'FIDUCIARY_CANNOT_SERVE',
    ]);

    const answered = await container
      .get(AnswerYearlyReview)
      .execute(requester, { CHILD_ADDED: true, GRANDCHILD_ADDED: false });
    expect(answered._unsafeUnwrap()).toEqual({ flagged: 1 });
    const flags = await container.get(ListDocumentReviews).execute(requester);
    expect(flags.map(({ kind, event }) => `${event} ${kind}`)).toEqual(['CHILD_ADDED WILL']);
    expect((await readReview.execute(requester))._unsafeUnwrap().due).toBe(false);
  });

  it('is not due without finished documents', async () => {
    const { container, requester } = await startedPerson();
    expect((await container.get(ReadYearlyReview).execute(requester))._unsafeUnwrap().due).toBe(
      false,
    );
  });
});

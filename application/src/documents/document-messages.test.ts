import { startedPerson } from '../testing/started-person';
import { Documents } from './documents.service';

describe('saving documents in the specification’s words (documents.md 5.4, 8)', () => {
  it('names a save of a document never started, per kind', async () => {
    const { container, requester } = await startedPerson();
    const documents = container.get(Documents);
    const messageOf = async (kind: 'WILL' | 'AHCD' | 'DFPOA') =>
      (await documents.update(requester, kind, 1, { changes: {} }))._unsafeUnwrapErr().message;
    expect(await messageOf('DFPOA')).toBe('Cannot save POA without randId');
    expect(await messageOf('AHCD')).toBe('ahcd not loaded');
    expect(await messageOf('WILL')).toBe('estatePlan not loaded');
  });

  it('names a save that lost to another, and keeps what was saved', async () => {
    const { container, requester } = await startedPerson();
    const documents = container.get(Documents);
    const dfpoa = (await documents.create(requester, 'DFPOA'))._unsafeUnwrap();
    await documents.update(requester, 'DFPOA', dfpoa.version, { changes: { hasMonitor: false } });
    const stale = await documents.update(requester, 'DFPOA', dfpoa.version, {
      changes: { revokeExistingDocuments: true },
    });
    expect(stale._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.STALE_WRITE',
      message: 'Error saving changes to POA',
    });
    expect((await documents.get(requester, 'DFPOA'))._unsafeUnwrap().data).toMatchObject({
      revokeExistingDocuments: null,
    });
    const ahcd = (await documents.create(requester, 'AHCD'))._unsafeUnwrap();
    await documents.update(requester, 'AHCD', ahcd.version, { changes: {} });
    const failed = await documents.update(requester, 'AHCD', ahcd.version, { changes: {} });
    expect(failed._unsafeUnwrapErr().message).toBe('Failed to save AHCD');
  });

  it('says an estate plan could not be created when the profile has one', async () => {
    const { container, requester } = await startedPerson();
    const documents = container.get(Documents);
    await documents.create(requester, 'WILL');
    const again = await documents.create(requester, 'WILL');
    expect(again._unsafeUnwrapErr()).toMatchObject({
      code: 'DOCUMENT.EXISTS',
      message: 'Unable to create estate plan. This profile already has this document.',
    });
  });
});

describe('does the spouse have a will (documents.md 7.1)', () => {
  it('answers for a profile of the household, and not for anyone else’s', async () => {
    const { container, ports, requester } = await startedPerson();
    const other = await startedPerson('ben@example.com', { container, ports });
    const documents = container.get(Documents);
    expect(
      (await documents.spouseHasWill(requester, requester.activeProfileId))._unsafeUnwrap(),
    ).toEqual({ spouseHasWill: false });
    await documents.create(requester, 'WILL');
    expect(
      (await documents.spouseHasWill(requester, requester.activeProfileId))._unsafeUnwrap(),
    ).toEqual({ spouseHasWill: true });
    const stranger = await documents.spouseHasWill(requester, other.requester.activeProfileId);
    expect(stranger._unsafeUnwrapErr().code).toBe('REQUEST.NOT_FOUND');
  });
});

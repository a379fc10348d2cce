import { pdfText } from '@bequest/adapters/testing';
import { clientFor, getStarted } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** Marking a document signed, and its signing guide (issue 19). */
describe('signing a document over HTTP', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const inVermont = async (email: string) => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), email);
    const client = clientFor(baseUrl, 'localhost', () => grant.token);
    const profile = (await client.getCurrentUser())._unsafeUnwrap().activeProfile;
    await client.updateProfile({
      params: { profileId: profile.randId },
      body: { version: profile.version, administrativeArea: 'VT', postalCode: '05401' },
    });
    return client;
  };

  it('records the day, witnesses and notary a Vermont will needs, and says when it changed since', async () => {
    const client = await inVermont('signing@example.com');
    const will = (await client.createDocument({ params: { kind: 'will' } }))._unsafeUnwrap();
    const params = { kind: 'will' } as const;

    const short = await client.markDocumentSigned({
      params,
      body: { signedOn: '2026-11-20', witnesses: ['Ann Lee'] },
    });
    expect(short._unsafeUnwrapErr().status).toBe(400);
    expect(short._unsafeUnwrapErr().error.fields).toEqual({
      witnesses: 'A will signed in Vermont needs 2 witnesses: enter each one’s name',
    });
    const future = await client.markDocumentSigned({
      params,
      body: { signedOn: '2999-01-01', witnesses: ['Ann Lee', 'Bo Diaz'] },
    });
    expect(future._unsafeUnwrapErr().error.fields).toEqual({
      signedOn: 'The date you signed cannot be in the future',
    });
    expect((await client.getDocument({ params }))._unsafeUnwrap().version).toBe(will.version);

    const signed = (
      await client.markDocumentSigned({
        params,
        body: { signedOn: '2026-11-20', witnesses: ['Ann Lee', 'Bo Diaz'], notary: 'Nia Cole' },
      })
    )._unsafeUnwrap();
    expect(signed.summary.signing).toEqual({ status: 'SIGNED', signedOn: '2026-11-20' });
    expect(signed.data.finalizedAt).toBe('2026-11-20T00:00:00.000Z');
    const me = (await client.getCurrentUser())._unsafeUnwrap();
    expect(me.activeProfile.will?.signing).toEqual({ status: 'SIGNED', signedOn: '2026-11-20' });

    const forged = await client.updateDocument({
      params,
      body: { version: signed.version, changes: { signing: null } },
    });
    expect(forged._unsafeUnwrapErr().error.fields).toHaveProperty(['changes.signing']);

    const changed = (
      await client.updateDocument({
        params,
        body: { version: signed.version, changes: { hasNoContestClause: true } },
      })
    )._unsafeUnwrap();
    expect(changed.summary.signing.status).toBe('CHANGED_SINCE_SIGNED');

    const cleared = (await client.clearDocumentSigning({ params }))._unsafeUnwrap();
    expect(cleared.summary.signing).toEqual({ status: 'NOT_SIGNED', signedOn: null });
    expect(cleared.data.finalizedAt).toBeNull();
  });

  it('prints the signing guide for the profile’s state, and only for a document the profile has', async () => {
    const client = await inVermont('guide@example.com');
    const missing = await client.downloadSigningGuide({ params: { kind: 'ahcd' } });
    expect(missing._unsafeUnwrapErr().status).toBe(404);
    await client.createDocument({ params: { kind: 'will' } });
    const guide = (await client.downloadSigningGuide({ params: { kind: 'will' } }))._unsafeUnwrap();
    expect(guide.fileName).toMatch(/_Signing_Guide\.pdf$/);
    const text = pdfText(Buffer.from(guide.content));
    expect(text).toContain('HOW TO SIGN YOUR WILL IN VERMONT');
    expect(text).toContain('Vermont accepts a self-proving affidavit');
  });

  it('never reaches another person’s document', async () => {
    const owner = await inVermont('owner-signing@example.com');
    await owner.createDocument({ params: { kind: 'dfpoa' } });
    const other = await inVermont('other-signing@example.com');
    const attempt = await other.markDocumentSigned({
      params: { kind: 'dfpoa' },
      body: { signedOn: '2026-11-20', notary: 'Nia Cole' },
    });
    expect(attempt._unsafeUnwrapErr().status).toBe(404);
  });
});

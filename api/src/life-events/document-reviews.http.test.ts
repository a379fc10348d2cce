import { finishIncapacityDocuments } from '../testing/finished-plan';
import { clientFor, getStarted, saveActiveProfile } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('documents to review after a life event, over HTTP (issue 29)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const signedIn = async (email: string) => {
    const grant = await getStarted(clientFor(baseUrl, 'localhost'), email);
    return clientFor(baseUrl, 'localhost', () => grant.token);
  };

  it('flags each finished document a move and a marriage touch, for the person alone, until dismissed', async () => {
    const client = await signedIn('mover@example.com');
    await finishIncapacityDocuments(client);
    expect((await client.listDocumentReviews())._unsafeUnwrap()).toEqual([]);

    await saveActiveProfile(client, { administrativeArea: 'TX', postalCode: '73301' });
    await saveActiveProfile(client, { maritalStatus: 'MARRIED' });
    const flags = (await client.listDocumentReviews())._unsafeUnwrap();
    expect(flags.map(({ event, kind, reason }) => [event, kind, reason])).toEqual([
      ['MOVED_STATE', 'AHCD', 'You moved from Illinois to Texas.'],
      ['MOVED_STATE', 'DFPOA', 'You moved from Illinois to Texas.'],
      ['MARRIED', 'AHCD', 'Your marital status changed from Single to Married.'],
      ['MARRIED', 'DFPOA', 'Your marital status changed from Single to Married.'],
    ]);
    expect(flags[0]).toMatchObject({
      title: 'Living Will (Advance Healthcare Directive)',
      update: expect.stringContaining('health care directive'),
      stateNote: expect.stringContaining('Texas’s rules'),
    });
    expect(flags[2]!.stateNote).toBeNull();

    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('mover@example.com', (m) =>
      /^Review your documents/.test(m.subject),
    );
    expect(mail.text).toContain(
      'may affect documents you have finished: your Living Will (Advance Healthcare Directive), Durable Financial Power of Attorney.',
    );
    expect(mail.text).not.toContain('Texas');

    const stranger = await signedIn('stranger@example.com');
    expect((await stranger.listDocumentReviews())._unsafeUnwrap()).toEqual([]);
    const refused = await stranger.dismissDocumentReview({ params: { reviewId: flags[0]!.id } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      status: 404,
      error: { code: 'REQUEST.NOT_FOUND' },
    });

    const dismissed = await client.dismissDocumentReview({ params: { reviewId: flags[0]!.id } });
    expect(dismissed._unsafeUnwrap()).toEqual({ dismissed: true });
    const again = await client.dismissDocumentReview({ params: { reviewId: flags[0]!.id } });
    expect(again._unsafeUnwrapErr()).toMatchObject({ status: 404 });
    expect((await client.listDocumentReviews())._unsafeUnwrap().map(({ id }) => id)).toEqual(
      flags.slice(1).map(({ id }) => id),
    );
  });

  it('answers 401 without a session and 400 naming the field for a bad id', async () => {
    const anonymous = clientFor(baseUrl, 'localhost');
    expect((await anonymous.listDocumentReviews())._unsafeUnwrapErr()).toMatchObject({
      status: 401,
    });
    const client = await signedIn('bad-input@example.com');
    const tooLong = await client.dismissDocumentReview({ params: { reviewId: 'x'.repeat(101) } });
    expect(tooLong._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { fields: { reviewId: expect.any(String) } },
    });
  });
});

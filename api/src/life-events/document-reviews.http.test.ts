import { finishIncapacityDocuments } from '../testing/finished-plan';
import { clientFor, saveActiveProfile, startedClient } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

describe('documents to review after a life event, over HTTP (issue 29)', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    ({ testApp, baseUrl } = await startListeningTestApp());
  });
  afterAll(() => testApp.close());

  const signedIn = (email: string) => startedClient(baseUrl, email);

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

  it('speaks of the state the documents were made for after a second move, and drops it on a move back', async () => {
    const client = await signedIn('second-move@example.com');
    await finishIncapacityDocuments(client);
    await saveActiveProfile(client, { administrativeArea: 'TX', postalCode: '73301' });
    await saveActiveProfile(client, { administrativeArea: 'FL', postalCode: '33101' });
    const reasons = async () =>
      (await client.listDocumentReviews())._unsafeUnwrap().map(({ reason }) => reason);
    expect(await reasons()).toEqual([
      'You moved from Illinois to Florida.',
      'You moved from Illinois to Florida.',
    ]);
    await saveActiveProfile(client, { administrativeArea: 'IL', postalCode: '62701' });
    expect(await reasons()).toEqual([]);
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

  it('asks the yearly review, flags what a yes touches, and refuses an unknown question', async () => {
    const client = await signedIn('yearly@example.com');
    expect((await client.getYearlyReview())._unsafeUnwrap()).toMatchObject({ due: false });
    await finishIncapacityDocuments(client);
    // Finished today: the review is due a year from now.
    const review = (await client.getYearlyReview())._unsafeUnwrap();
    expect(review.due).toBe(false);
    expect(review.questions.map(({ event }) => event)).toEqual([
      'CHILD_ADDED',
      'GRANDCHILD_ADDED',
      'NAMED_PERSON_DIED',
      'FIDUCIARY_CANNOT_SERVE',
    ]);

    const answered = await client.answerYearlyReview({
      body: { answers: { CHILD_ADDED: true, FIDUCIARY_CANNOT_SERVE: true } },
    });
    // A new child touches neither the directive nor the power of attorney; an agent who cannot
    // serve touches both.
    expect(answered._unsafeUnwrap()).toEqual({ flagged: 2 });
    expect(
      (await client.listDocumentReviews())
        ._unsafeUnwrap()
        .map(({ event, kind }) => `${event} ${kind}`),
    ).toEqual(['FIDUCIARY_CANNOT_SERVE AHCD', 'FIDUCIARY_CANNOT_SERVE DFPOA']);

    const unknown = await client.answerYearlyReview({
      body: { answers: { MOVED_STATE: true } as never },
    });
    expect(unknown._unsafeUnwrapErr()).toMatchObject({ status: 400 });
  });
});

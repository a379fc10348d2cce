import { clientFor, getStarted, saveActiveProfile } from '../testing/people';
import { startListeningTestApp, type TestApp } from '../testing/test-app';

/** The trust funding assistant over HTTP (issue 29), on the real database. */
describe('trust funding over HTTP', () => {
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

  const withTrust = async (email: string) => {
    const client = await signedIn(email);
    await saveActiveProfile(client, {
      county: 'Travis',
      administrativeArea: 'TX',
      postalCode: '73301',
    });
    const trust = (await client.createDocument({ params: { kind: 'rlt' } }))._unsafeUnwrap();
    await client.updateDocument({
      params: { kind: 'rlt' },
      body: {
        version: trust.version,
        changes: { assetTypes: ['home', 'investments', 'retirement_accounts'] },
      },
    });
    return client;
  };

  it('answers the steps of a finished trust, keeps their statuses, and refuses bad input by field', async () => {
    const client = await withTrust('funding@example.com');
    const early = await client.getTrustFunding();
    expect(early._unsafeUnwrapErr().status).toBe(409);
    expect(early._unsafeUnwrapErr().error.code).toBe('TRUST_FUNDING.NOT_FINISHED');

    (await client.toggleDocumentFinalized({ params: { kind: 'rlt' } }))._unsafeUnwrap();
    const plan = (await client.getTrustFunding())._unsafeUnwrap();
    expect(plan.trusteeTitle).toBe(
      'Ana Li, Trustee of the Ana Li Revocable Living Trust dated [the date you signed the trust]',
    );
    expect(plan.steps.map((step) => [step.key, step.step, step.status])).toEqual([
      ['kind:home', 'deed', 'not_started'],
      ['kind:investments', 'retitle_account', 'not_started'],
      ['kind:retirement_accounts', 'keep_outside', 'not_started'],
    ]);
    expect(plan.steps[0]!.recorder).toMatch(/^the Travis County recorder/);
    expect(plan.progress).toEqual({ done: 0, total: 3 });
    expect(plan.remindersOn).toBe(true);
    const off = (
      await client.setFundingReminders({ body: { remindersOn: false } })
    )._unsafeUnwrap();
    expect(off.remindersOn).toBe(false);
    expect((await client.getTrustFunding())._unsafeUnwrap().remindersOn).toBe(false);
    const bad = await client.setFundingReminders({ body: { remindersOn: 'no' } as never });
    expect(bad._unsafeUnwrapErr().error.fields).toHaveProperty('remindersOn');

    const done = (
      await client.updateFundingStep({
        params: { stepKey: 'kind:home' },
        body: { status: 'done', doneOn: '2026-11-20' },
      })
    )._unsafeUnwrap();
    expect(done.progress).toEqual({ done: 1, total: 3 });
    expect(done.steps[0]).toMatchObject({ status: 'done', doneOn: '2026-11-20' });

    const noDay = await client.updateFundingStep({
      params: { stepKey: 'kind:investments' },
      body: { status: 'done' } as never,
    });
    expect(noDay._unsafeUnwrapErr().status).toBe(400);
    expect(noDay._unsafeUnwrapErr().error.fields).toHaveProperty('doneOn');
    const future = await client.updateFundingStep({
      params: { stepKey: 'kind:investments' },
      body: { status: 'done', doneOn: '2999-01-01' },
    });
    expect(future._unsafeUnwrapErr().error.fields).toHaveProperty('doneOn');
    const unknown = await client.updateFundingStep({
      params: { stepKey: 'kind:vehicles' },
      body: { status: 'in_progress', doneOn: null },
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);
    expect((await client.getTrustFunding())._unsafeUnwrap().progress).toEqual({
      done: 1,
      total: 3,
    });
  });

  it('shows a person only their own steps', async () => {
    const mine = await withTrust('funding-mine@example.com');
    (await mine.toggleDocumentFinalized({ params: { kind: 'rlt' } }))._unsafeUnwrap();
    await mine.updateFundingStep({
      params: { stepKey: 'kind:home' },
      body: { status: 'in_progress', doneOn: null },
    });

    const other = await signedIn('funding-other@example.com');
    expect((await other.getTrustFunding())._unsafeUnwrapErr().status).toBe(404);
    const touch = await other.updateFundingStep({
      params: { stepKey: 'kind:home' },
      body: { status: 'done', doneOn: '2026-11-20' },
    });
    expect(touch._unsafeUnwrapErr().status).toBe(404);
    const stop = await other.setFundingReminders({ body: { remindersOn: false } });
    expect(stop._unsafeUnwrapErr().status).toBe(404);
    expect((await mine.getTrustFunding())._unsafeUnwrap().steps[0]!.status).toBe('in_progress');

    const anonymous = clientFor(baseUrl, 'localhost');
    expect((await anonymous.getTrustFunding())._unsafeUnwrapErr().status).toBe(401);
  });
});

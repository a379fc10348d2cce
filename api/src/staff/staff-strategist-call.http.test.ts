import { addBusinessDays } from '@bequest/domain';
import { personWithWillPlan, startStaffTestApp } from '../testing/staff';
import type { TestApp } from '../testing/test-app';

/** A person with a will-based plan who scheduled a call with a strategist. */
const personWhoScheduledCall = async (baseUrl: string, email: string, first: string) => {
  const person = await personWithWillPlan(baseUrl, email, first, { birthDate: '03/09/1975' });
  (await person.client.sendDocumentsToStrategist())._unsafeUnwrap();
  return person;
};

const DOCUMENTS = [
  'Last Will & Testament',
  'Living Will (Advance Healthcare Directive)',
  'Durable Financial Power of Attorney',
];

describe('the strategist-call queue (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  let testApp: TestApp;
  let baseUrl: string;
  let staff: typeof app.staff;

  beforeAll(async () => {
    app = await startStaffTestApp();
    ({ testApp, baseUrl, staff } = app);
  });
  afterAll(() => app.close());

  const auditOf = (accountId: string) => app.auditOf(accountId);

  it('queues a scheduled call; fulfilment sends the documents, the person is told, and support marks the call held', async () => {
    const person = await personWhoScheduledCall(baseUrl, 'call@example.com', 'Rosa');
    const queue = (
      await staff.support.listStrategistCalls({ query: { status: 'scheduled' } })
    )._unsafeUnwrap();
    const queued = queue.items.find((item) => item.accountId === person.accountId)!;
    expect(queued).toMatchObject({
      person: 'Rosa Li',
      email: 'call@example.com',
      packageType: 'will_based',
      documents: DOCUMENTS.map((title) => ({ title })),
      status: 'scheduled',
      overdue: false,
      nextSteps: ['documents_sent', 'cancelled'],
    });
    expect(queued.overdueAt).toBe(addBusinessDays(new Date(queued.scheduledAt), 2).toISOString());
    const params = { strategistCallId: queued.id };

    const early = await staff.support.markStrategistCall({ params, body: { status: 'held' } });
    expect(early._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: {
        code: 'FULFILMENT.OUT_OF_ORDER',
        message: expect.stringContaining('scheduled → held'),
      },
    });
    const sent = await staff.fulfilment.sendStrategistDocuments({ params });
    expect(sent._unsafeUnwrap()).toMatchObject({
      status: 'documents_sent',
      nextSteps: ['held', 'cancelled'],
    });
    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('call@example.com', (m) =>
      /strategist has your documents/.test(m.subject),
    );
    expect(mail.subject).toBe('Your strategist has your documents from Bequest');
    expect(mail.text).toContain('Last Will & Testament');

    const held = await staff.support.markStrategistCall({ params, body: { status: 'held' } });
    expect(held._unsafeUnwrap()).toMatchObject({ status: 'held', nextSteps: [] });
    expect((await person.client.listMyStrategistCalls())._unsafeUnwrap()).toMatchObject([
      { id: queued.id, status: 'held', statusLabel: 'Call held', documents: DOCUMENTS },
    ]);
    expect(await auditOf(person.accountId)).toEqual(
      expect.arrayContaining([
        ['strategist_call.mark', 'fulfilment', `${queued.id}: scheduled → documents_sent`],
        ['strategist_call.mark', 'support', `${queued.id}: documents_sent → held`],
      ]),
    );
  });

  it('cancels only with a reason; support cannot send documents, fulfilment cannot hold or cancel a call', async () => {
    const person = await personWhoScheduledCall(baseUrl, 'cancel.call@example.com', 'Tom');
    const [mine] = (await person.client.listMyStrategistCalls())._unsafeUnwrap();
    const params = { strategistCallId: mine!.id };
    expect(
      (await staff.support.sendStrategistDocuments({ params }))._unsafeUnwrapErr(),
    ).toMatchObject({ status: 403, error: { code: 'STAFF.FORBIDDEN' } });
    expect(
      (
        await staff.fulfilment.markStrategistCall({ params, body: { status: 'cancelled' } })
      )._unsafeUnwrapErr(),
    ).toMatchObject({ status: 403, error: { code: 'STAFF.FORBIDDEN' } });
    const noReason = await staff.support.markStrategistCall({
      params,
      body: { status: 'cancelled' },
    });
    expect(noReason._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { reason: expect.any(String) } },
    });
    const reason = 'The person cancelled the call by phone';
    const cancelled = await staff.support.markStrategistCall({
      params,
      body: { status: 'cancelled', reason },
    });
    expect(cancelled._unsafeUnwrap()).toMatchObject({ status: 'cancelled', cancelReason: reason });
    const after = await staff.admin.sendStrategistDocuments({ params });
    expect(after._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'FULFILMENT.OUT_OF_ORDER' },
    });
    expect((await staff.fulfilment.getStrategistCall({ params }))._unsafeUnwrap().status).toBe(
      'cancelled',
    );
    const unknown = await staff.support.getStrategistCall({
      params: { strategistCallId: 'no-such-call' },
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);
  });

  it('lists calls awaiting documents first, the overdue on top, and shows a person only their own', async () => {
    const ana = await personWhoScheduledCall(baseUrl, 'ana.call@example.com', 'Ana');
    const ben = await personWhoScheduledCall(baseUrl, 'ben.call@example.com', 'Ben');
    expect(
      (await staff.partner_manager.listStrategistCalls({ query: {} }))._unsafeUnwrapErr(),
    ).toMatchObject({ status: 403, error: { code: 'STAFF.FORBIDDEN' } });
    const anonymous = await fetch(`${baseUrl}/v2/me/strategist-calls`, {
      headers: { 'x-forwarded-host': 'localhost', 'x-requested-with': 'bequest' },
    });
    expect(anonymous.status).toBe(401);
    const anas = (await ana.client.listMyStrategistCalls())._unsafeUnwrap();
    const bens = (await ben.client.listMyStrategistCalls())._unsafeUnwrap();
    expect(anas).toHaveLength(1);
    expect(bens).toHaveLength(1);
    expect(anas[0]!.id).not.toBe(bens[0]!.id);

    await testApp.orm.em
      .fork()
      .execute(`update strategist_call set overdue_at = now() - interval '1 day' where id = ?`, [
        bens[0]!.id,
      ]);
    const page = (
      await staff.fulfilment.listStrategistCalls({ query: { perPage: 1, page: 1 } })
    )._unsafeUnwrap();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toMatchObject([{ id: bens[0]!.id, overdue: true, status: 'scheduled' }]);
    const second = (
      await staff.fulfilment.listStrategistCalls({ query: { perPage: 1, page: 2 } })
    )._unsafeUnwrap();
    expect(second.items[0]).toMatchObject({ overdue: false });
  });
});

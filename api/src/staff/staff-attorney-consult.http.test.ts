import { addBusinessDays } from '@bequest/domain';
import type { BequestClient } from '@bequest/sdk';
import { clientFor, getStarted, saveActiveProfile } from '../testing/people';
import { startStaffTestApp } from '../testing/staff';
import type { TestApp } from '../testing/test-app';

/** A person in California, where a consultation is offered, who asked for one. */
const personWhoRequestedConsult = async (baseUrl: string, email: string, first: string) => {
  const grant = await getStarted(clientFor(baseUrl, 'localhost'), email, first);
  const client: BequestClient = clientFor(baseUrl, 'localhost', () => grant.token);
  await saveActiveProfile(client, {
    address1: '1 Market Street',
    city: 'San Francisco',
    administrativeArea: 'CA',
    postalCode: '94105',
    country: 'US',
    phone: '4155550123',
    birthDate: '03/09/1975',
  });
  (await client.updateAttorneyConsult({ body: { answer: 'requested' } }))._unsafeUnwrap();
  const { activeProfile } = (await client.getCurrentUser())._unsafeUnwrap();
  return { client, accountId: activeProfile.accountId!, email };
};

const ATTORNEY = 'Golden State Estate Law LLP';

describe('the attorney-consult queue (issue 24)', () => {
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

  it('queues the request with the contact details to share; support refers it, the person is told, then marks it contacted', async () => {
    const person = await personWhoRequestedConsult(baseUrl, 'consult@example.com', 'Rosa');
    // Asking again while the request is open queues nothing more.
    (await person.client.updateAttorneyConsult({ body: { answer: 'requested' } }))._unsafeUnwrap();
    const queue = (
      await staff.support.listAttorneyConsultRequests({ query: { status: 'requested' } })
    )._unsafeUnwrap();
    const queued = queue.items.filter((item) => item.accountId === person.accountId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      tenantId: 'bequest',
      state: 'CA',
      stateName: 'California',
      contact: { name: 'Rosa Li', email: 'consult@example.com', phone: '4155550123' },
      status: 'requested',
      attorney: null,
      overdue: false,
      nextSteps: ['referred', 'closed'],
    });
    const id = queued[0]!.id;
    const params = { attorneyConsultRequestId: id };
    const requestedAt = new Date(queued[0]!.requestedAt);
    // 3 business days, weekends and federal holidays left out, whatever day the test runs.
    expect(queued[0]!.overdueAt).toBe(addBusinessDays(requestedAt, 3).toISOString());

    const early = await staff.support.markAttorneyConsultRequest({
      params,
      body: { status: 'contacted' },
    });
    expect(early._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: {
        code: 'FULFILMENT.OUT_OF_ORDER',
        message: expect.stringContaining('requested → contacted'),
      },
    });
    const unnamed = await staff.support.markAttorneyConsultRequest({
      params,
      body: { status: 'referred' },
    });
    expect(unnamed._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { attorney: expect.any(String) } },
    });
    const referred = await staff.support.markAttorneyConsultRequest({
      params,
      body: { status: 'referred', attorney: ATTORNEY },
    });
    expect(referred._unsafeUnwrap()).toMatchObject({
      status: 'referred',
      attorney: ATTORNEY,
      nextSteps: ['contacted', 'closed'],
    });

    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('consult@example.com', (m) =>
      /will contact you/.test(m.subject),
    );
    expect(mail.subject).toBe('A licensed attorney in California will contact you');
    expect(mail.text).toContain(ATTORNEY);
    expect(mail.text).toContain('3 business days');

    const contacted = await staff.admin.markAttorneyConsultRequest({
      params,
      body: { status: 'contacted' },
    });
    expect(contacted._unsafeUnwrap()).toMatchObject({ status: 'contacted', nextSteps: [] });

    expect((await person.client.listMyAttorneyConsultRequests())._unsafeUnwrap()).toMatchObject([
      {
        id,
        status: 'contacted',
        statusLabel: 'Contacted: the attorney has reached you',
        state: 'CA',
      },
    ]);
    expect(await auditOf(person.accountId)).toEqual(
      expect.arrayContaining([
        ['attorney_consult.mark', 'support', `${id}: requested → referred (${ATTORNEY})`],
        ['attorney_consult.mark', 'admin', `${id}: referred → contacted`],
      ]),
    );
  });

  it('closes only with a reason, and a closed request takes no other step', async () => {
    const person = await personWhoRequestedConsult(baseUrl, 'close@example.com', 'Tom');
    const [mine] = (await person.client.listMyAttorneyConsultRequests())._unsafeUnwrap();
    const params = { attorneyConsultRequestId: mine!.id };
    const noReason = await staff.support.markAttorneyConsultRequest({
      params,
      body: { status: 'closed' },
    });
    expect(noReason._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { reason: expect.any(String) } },
    });
    const reason = 'The person found an attorney of their own';
    const closed = await staff.support.markAttorneyConsultRequest({
      params,
      body: { status: 'closed', reason },
    });
    expect(closed._unsafeUnwrap()).toMatchObject({ status: 'closed', closeReason: reason });
    const after = await staff.support.markAttorneyConsultRequest({
      params,
      body: { status: 'referred', attorney: ATTORNEY },
    });
    expect(after._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'FULFILMENT.OUT_OF_ORDER' },
    });
    expect((await staff.admin.getAttorneyConsultRequest({ params }))._unsafeUnwrap().status).toBe(
      'closed',
    );
    // Once closed, a new request joins the queue again.
    (await person.client.updateAttorneyConsult({ body: { answer: 'requested' } }))._unsafeUnwrap();
    expect((await person.client.listMyAttorneyConsultRequests())._unsafeUnwrap()).toMatchObject([
      { status: 'requested' },
      { status: 'closed' },
    ]);
    expect(await auditOf(person.accountId)).toEqual(
      expect.arrayContaining([
        ['attorney_consult.view', 'admin', mine!.id],
        ['attorney_consult.mark', 'support', `${mine!.id}: requested → closed`],
      ]),
    );
    const unknown = await staff.support.getAttorneyConsultRequest({
      params: { attorneyConsultRequestId: 'no-such-request' },
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);
  });

  it('lets only support and administrators work the queue, overdue first, and shows a person only their own', async () => {
    const ana = await personWhoRequestedConsult(baseUrl, 'ana.consult@example.com', 'Ana');
    const ben = await personWhoRequestedConsult(baseUrl, 'ben.consult@example.com', 'Ben');
    for (const role of ['fulfilment', 'partner_manager'] as const) {
      const refused = await staff[role].listAttorneyConsultRequests({ query: {} });
      expect(refused._unsafeUnwrapErr()).toMatchObject({
        status: 403,
        error: { code: 'STAFF.FORBIDDEN' },
      });
    }
    const anonymous = await fetch(`${baseUrl}/v2/me/attorney-consult-requests`, {
      headers: { 'x-forwarded-host': 'localhost', 'x-requested-with': 'bequest' },
    });
    expect(anonymous.status).toBe(401);
    const anas = (await ana.client.listMyAttorneyConsultRequests())._unsafeUnwrap();
    const bens = (await ben.client.listMyAttorneyConsultRequests())._unsafeUnwrap();
    expect(anas).toHaveLength(1);
    expect(bens).toHaveLength(1);
    expect(anas[0]!.id).not.toBe(bens[0]!.id);

    await testApp.orm.em
      .fork()
      .execute(
        `update attorney_consult_request set overdue_at = now() - interval '1 day' where id = ?`,
        [bens[0]!.id],
      );
    const page = (
      await staff.support.listAttorneyConsultRequests({ query: { perPage: 1, page: 1 } })
    )._unsafeUnwrap();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toMatchObject([{ id: bens[0]!.id, overdue: true, status: 'requested' }]);
    const second = (
      await staff.support.listAttorneyConsultRequests({ query: { perPage: 1, page: 2 } })
    )._unsafeUnwrap();
    expect(second.items[0]).toMatchObject({ overdue: false });
  });
});

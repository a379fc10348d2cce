import { addBusinessDays } from '@bequest/domain';
import { personWithWillPlan, startStaffTestApp } from '../testing/staff';
import type { TestApp } from '../testing/test-app';

const ADDRESS = {
  address1: '12 Elm Street',
  city: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  country: 'US' as const,
};

/** A person with a will-based plan who asked for their documents by mail. */
const personWhoRequestedMail = async (baseUrl: string, email: string, first: string) => {
  const person = await personWithWillPlan(baseUrl, email, first, {
    ...ADDRESS,
    birthDate: '03/09/1975',
  });
  (
    await person.client.requestPrintAndMail({ body: { mailingAddress: ADDRESS, confirmed: true } })
  )._unsafeUnwrap();
  return person;
};

describe('the print-and-mail queue (issue 24)', () => {
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

  it('queues a request with the address and its stored copies; fulfilment marks it printed then mailed, and the person is told', async () => {
    const person = await personWhoRequestedMail(baseUrl, 'mailed@example.com', 'Rosa');
    const queue = (
      await staff.fulfilment.listPrintMailRequests({ query: { status: 'requested' } })
    )._unsafeUnwrap();
    const queued = queue.items.find((item) => item.accountId === person.accountId)!;
    expect(queued).toMatchObject({
      email: 'mailed@example.com',
      person: 'Rosa Li',
      tenantId: 'bequest',
      mailingAddress: ADDRESS,
      status: 'requested',
      overdue: false,
      nextSteps: ['printed', 'cancelled'],
      documents: [
        { kind: 'WILL', title: 'Last Will & Testament' },
        { kind: 'AHCD', title: 'Living Will (Advance Healthcare Directive)' },
        { kind: 'DFPOA', title: 'Durable Financial Power of Attorney' },
      ],
    });
    // The copy to print is the storage center's, kept for the mail, with its hash.
    const copyId = queued.documents[0]!.storedCopyId!;
    const copies = (
      await staff.fulfilment.listStoredCopies({ query: { document: copyId } })
    )._unsafeUnwrap();
    expect(copies.items).toMatchObject([
      { id: copyId, purpose: 'mail', sha256: queued.documents[0]!.sha256 },
    ]);
    const requestedAt = new Date(queued.requestedAt);
    expect(queued.overdueAt).toBe(addBusinessDays(requestedAt, 10).toISOString());

    const id = queued.id;
    const early = await staff.fulfilment.markPrintMailRequest({
      params: { printMailRequestId: id },
      body: { status: 'mailed' },
    });
    expect(early._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: {
        code: 'FULFILMENT.OUT_OF_ORDER',
        message: expect.stringContaining('requested → mailed'),
      },
    });
    const printed = await staff.fulfilment.markPrintMailRequest({
      params: { printMailRequestId: id },
      body: { status: 'printed' },
    });
    expect(printed._unsafeUnwrap()).toMatchObject({
      status: 'printed',
      nextSteps: ['mailed', 'cancelled'],
    });
    const mailed = await staff.admin.markPrintMailRequest({
      params: { printMailRequestId: id },
      body: { status: 'mailed' },
    });
    expect(mailed._unsafeUnwrap()).toMatchObject({ status: 'mailed', overdue: false });
    expect(mailed._unsafeUnwrap().mailedAt).not.toBeNull();

    await testApp.deliverMail();
    const mail = await testApp.smtp.waitFor('mailed@example.com', (m) =>
      /in the mail/.test(m.subject),
    );
    expect(mail.subject).toBe('Your printed documents from Bequest are in the mail');
    expect(mail.text).toContain('Last Will & Testament');
    expect(mail.text).toContain('Springfield');

    // The person sees where their request is; the audit log keeps each step.
    expect((await person.client.listMyPrintMailRequests())._unsafeUnwrap()).toMatchObject([
      {
        id,
        status: 'mailed',
        statusLabel: 'Mailed: your documents are on their way',
        documents: [
          'Last Will & Testament',
          'Living Will (Advance Healthcare Directive)',
          'Durable Financial Power of Attorney',
        ],
      },
    ]);
    expect(await auditOf(person.accountId)).toEqual(
      expect.arrayContaining([
        ['print_mail.mark', 'fulfilment', `${id}: requested → printed`],
        ['print_mail.mark', 'admin', `${id}: printed → mailed`],
      ]),
    );
  });

  it('cancels only with a reason, and a cancelled request takes no other step', async () => {
    const person = await personWhoRequestedMail(baseUrl, 'cancel@example.com', 'Tom');
    const [mine] = (await person.client.listMyPrintMailRequests())._unsafeUnwrap();
    const params = { printMailRequestId: mine!.id };
    const noReason = await staff.fulfilment.markPrintMailRequest({
      params,
      body: { status: 'cancelled' },
    });
    expect(noReason._unsafeUnwrapErr()).toMatchObject({
      status: 400,
      error: { code: 'REQUEST.INVALID', fields: { reason: expect.any(String) } },
    });
    const reason = 'The person asked us by phone to stop the mailing';
    const cancelled = await staff.fulfilment.markPrintMailRequest({
      params,
      body: { status: 'cancelled', reason },
    });
    expect(cancelled._unsafeUnwrap()).toMatchObject({
      status: 'cancelled',
      cancelReason: reason,
      nextSteps: [],
    });
    const after = await staff.fulfilment.markPrintMailRequest({
      params,
      body: { status: 'printed' },
    });
    expect(after._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: {
        code: 'FULFILMENT.OUT_OF_ORDER',
        message: expect.stringContaining('cancelled → printed'),
      },
    });
    const opened = await staff.admin.getPrintMailRequest({ params });
    expect(opened._unsafeUnwrap().status).toBe('cancelled');
    expect(await auditOf(person.accountId)).toEqual(
      expect.arrayContaining([
        ['print_mail.view', 'admin', mine!.id],
        ['print_mail.mark', 'fulfilment', `${mine!.id}: requested → cancelled`],
      ]),
    );
    const unknown = await staff.fulfilment.getPrintMailRequest({
      params: { printMailRequestId: 'no-such-request' },
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);
  });

  it('lets only fulfilment and administrators work the queue, and shows a person only their own requests', async () => {
    const ana = await personWhoRequestedMail(baseUrl, 'ana.mail@example.com', 'Ana');
    const ben = await personWhoRequestedMail(baseUrl, 'ben.mail@example.com', 'Ben');
    for (const role of ['support', 'partner_manager'] as const) {
      const refused = await staff[role].listPrintMailRequests({ query: {} });
      expect(refused._unsafeUnwrapErr()).toMatchObject({
        status: 403,
        error: { code: 'STAFF.FORBIDDEN' },
      });
    }
    const anonymous = await fetch(`${baseUrl}/v2/me/print-mail-requests`, {
      headers: { 'x-forwarded-host': 'localhost', 'x-requested-with': 'bequest' },
    });
    expect(anonymous.status).toBe(401);
    const anas = (await ana.client.listMyPrintMailRequests())._unsafeUnwrap();
    const bens = (await ben.client.listMyPrintMailRequests())._unsafeUnwrap();
    expect(anas).toHaveLength(1);
    expect(bens).toHaveLength(1);
    expect(anas[0]!.id).not.toBe(bens[0]!.id);

    // Ben's request is past its 10 business days: it heads the queue, which pages on the server.
    await testApp.orm.em
      .fork()
      .execute(`update print_mail_request set overdue_at = now() - interval '1 day' where id = ?`, [
        bens[0]!.id,
      ]);
    const page = (
      await staff.fulfilment.listPrintMailRequests({ query: { perPage: 1, page: 1 } })
    )._unsafeUnwrap();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toMatchObject([{ id: bens[0]!.id, overdue: true, status: 'requested' }]);
    const second = (
      await staff.fulfilment.listPrintMailRequests({ query: { perPage: 1, page: 2 } })
    )._unsafeUnwrap();
    expect(second.items[0]).toMatchObject({ overdue: false });
    const cancelled = (
      await staff.fulfilment.listPrintMailRequests({ query: { status: 'cancelled' } })
    )._unsafeUnwrap();
    expect(cancelled.items.every((item) => item.status === 'cancelled')).toBe(true);
  });
});

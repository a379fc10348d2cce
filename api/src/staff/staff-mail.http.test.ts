import { PostgresMailOutbox } from '@bequest/adapters';
import type { OutgoingMail } from '@bequest/application';
import { startStaffTestApp } from '../testing/staff';
import { SESSION_SECRET } from '../testing/test-app';

const REASON = 'Ticket 5120: the person’s mailbox was full when it was sent';

describe('the mail outbox in the staff console (issue 24)', () => {
  let app: Awaited<ReturnType<typeof startStaffTestApp>>;
  let outbox: PostgresMailOutbox;

  beforeAll(async () => {
    app = await startStaffTestApp();
    outbox = new PostgresMailOutbox(app.testApp.orm.em, SESSION_SECRET);
  });
  afterAll(() => app.close());

  const queue = (to: string, template: OutgoingMail['template'], values: Record<string, string>) =>
    outbox.enqueue({ tenantId: 'willow', to, template, values });
  const listed = async (to: string) =>
    (await app.staff.support.listOutboxMail({ query: { to } }))._unsafeUnwrap().items;
  const stored = (to: string) =>
    app.testApp.orm.em
      .fork()
      .execute<{ values: Record<string, string>; sealed_code: string | null }[]>(
        'select "values", sealed_code from mail_outbox where recipient = ? order by created_at',
        [to],
      );
  const received = (to: string) => app.testApp.smtp.received.filter((mail) => mail.to.includes(to));

  it('lists each message’s delivery, never a one-time code, which is sealed while queued and gone once sent', async () => {
    await queue('code@example.com', 'fiduciary_code', { code: '482913', document: 'Will' });
    expect(JSON.stringify(await stored('code@example.com'))).not.toContain('482913');
    await app.testApp.deliverMail();
    expect((await app.testApp.smtp.waitFor('code@example.com')).text).toContain('482913');
    expect(await stored('code@example.com')).toEqual([
      { values: { document: 'Will' }, sealed_code: null },
    ]);
    const [message] = await listed('code@example');
    expect(message).toEqual({
      id: expect.any(String),
      tenantId: 'willow',
      to: 'code@example.com',
      template: 'fiduciary_code',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
      nextAttemptAt: expect.any(String),
      carriesSecret: true,
      resentFrom: null,
    });
    // What it held is gone: it cannot be sent again as it was.
    const again = await app.staff.admin.resendOutboxMail({
      params: { mailId: message!.id },
      body: { reason: REASON },
    });
    expect(again._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      error: { code: 'MAIL.SECRET_NOT_KEPT' },
    });
  });

  it('lets an administrator send a message again with a reason: a copy of one that left, audited', async () => {
    await queue('copy@example.com', 'attorney_consult_referred', { firstName: 'Rosa' });
    await app.testApp.deliverMail();
    await app.testApp.smtp.waitFor('copy@example.com');
    const [sent] = await listed('copy@');
    const noReason = await app.staff.admin.resendOutboxMail({
      params: { mailId: sent!.id },
      body: { reason: 'because' },
    });
    expect(noReason._unsafeUnwrapErr().error.fields).toHaveProperty('reason');
    const resent = (
      await app.staff.admin.resendOutboxMail({
        params: { mailId: sent!.id },
        body: { reason: REASON },
      })
    )._unsafeUnwrap();
    expect(resent).toMatchObject({
      how: 'copied',
      message: { status: 'queued', resentFrom: sent!.id, to: 'copy@example.com' },
    });
    await app.testApp.deliverMail();
    expect(received('copy@example.com')).toHaveLength(2);
    expect((await listed('copy@')).map((message) => message.status)).toEqual(['sent', 'sent']);
    const log = (
      await app.staff.admin.listAuditEntries({ query: { perPage: 50 } })
    )._unsafeUnwrap();
    expect(log.items.find((entry) => entry.action === 'mail.resend')).toMatchObject({
      staffRole: 'admin',
      tenantId: 'willow',
      subject: `${sent!.id} (attorney_consult_referred)`,
      reason: REASON,
    });
    const unknown = await app.staff.admin.resendOutboxMail({
      params: { mailId: 'unknown-id' },
      body: { reason: REASON },
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);
  });

  it('tries a queued message at once, its sealed link kept', async () => {
    await queue('queued@example.com', 'verify_email', { link: 'https://willow.example/verify/1' });
    const [queued] = await listed('queued@');
    const resent = (
      await app.staff.admin.resendOutboxMail({
        params: { mailId: queued!.id },
        body: { reason: REASON },
      })
    )._unsafeUnwrap();
    expect(resent).toMatchObject({ how: 'retried', message: { id: queued!.id, status: 'queued' } });
    await app.testApp.deliverMail();
    expect((await app.testApp.smtp.waitFor('queued@example.com')).text).toContain(
      'https://willow.example/verify/1',
    );
  });

  it('previews a template in a tenant’s branding with made-up values, and pages the outbox on the server', async () => {
    const preview = (
      await app.staff.support.previewMailTemplate({
        params: { template: 'verify_email' },
        query: { tenantId: 'willow' },
      })
    )._unsafeUnwrap();
    expect(preview.subject).toBe('Verify your e-mail address for Willow');
    expect(preview.text).toContain('https://example.invalid/sample-link');
    expect(preview.html).toContain('<a href="https://example.invalid/sample-link">');
    const code = (
      await app.staff.admin.previewMailTemplate({
        params: { template: 'fiduciary_code' },
        query: { tenantId: 'bequest' },
      })
    )._unsafeUnwrap();
    expect(code.text).toContain('Your code is 000000.');
    const unknown = await app.staff.support.previewMailTemplate({
      params: { template: 'verify_email' },
      query: { tenantId: 'nowhere' },
    });
    expect(unknown._unsafeUnwrapErr().status).toBe(404);

    const page = (
      await app.staff.support.listOutboxMail({ query: { perPage: 2, page: 2, status: 'sent' } })
    )._unsafeUnwrap();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });
});

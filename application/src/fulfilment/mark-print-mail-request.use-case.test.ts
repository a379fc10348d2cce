import 'reflect-metadata';
import type { PrintMailStatus } from '@bequest/domain';
import { Container } from 'inversify';
import { CLOCK } from '../ports/clock.port';
import { FIRM_WEBHOOKS, type FirmWebhookEventInput } from '../ports/firm-webhooks.port';
import { MAIL_OUTBOX, type OutgoingMail } from '../ports/mail-outbox.port';
import {
  PRINT_MAIL_REQUESTS,
  type PrintMailRequestRecord,
  type PrintMailRequests,
} from '../ports/print-mail-requests.port';
import { STAFF_AUDIT_LOG, type NewAuditEntry } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { TRANSACTIONS } from '../ports/transactions.port';
import { MarkPrintMailRequest } from './mark-print-mail-request.use-case';

const NOW = new Date('2026-12-04T10:00:00Z');
const fulfilment: StaffMember = {
  subject: 's-3',
  email: 'fulfilment@bequest.example',
  name: 'Riley Fulfilment',
  role: 'fulfilment',
};

const request = (status: PrintMailStatus): PrintMailRequestRecord => ({
  id: 'r-1',
  tenantId: 'bequest',
  accountId: 'acc-1',
  profileId: 'prof-1',
  person: 'Ada Early',
  email: 'ada@example.com',
  mailingAddress: {
    address1: '12 Elm Street',
    address2: null,
    city: 'Springfield',
    administrativeArea: 'IL',
    postalCode: '62701',
    country: 'US',
  },
  documents: [{ kind: 'WILL', storageKey: 'k', sha256: 'h', storedCopyId: 'c' }],
  status,
  requestedAt: new Date('2026-12-01T10:00:00Z'),
  overdueAt: new Date('2026-12-15T10:00:00Z'),
  printedAt: null,
  mailedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  cancelReason: null,
});

/** The use case over in-memory ports: `stored` is what find reads, `moves` whether a move wins. */
const marking = (stored: PrintMailStatus, moves = true) => {
  const audit: NewAuditEntry[] = [];
  const mail: OutgoingMail[] = [];
  const events: FirmWebhookEventInput[] = [];
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.bind(CLOCK).toConstantValue({ now: () => NOW });
  container.bind(STAFF_AUDIT_LOG).toConstantValue({
    append: async (entry: NewAuditEntry) => void audit.push(entry),
  });
  container.bind(MAIL_OUTBOX).toConstantValue({
    enqueue: async (message: OutgoingMail) => void mail.push(message),
  });
  container.bind(TRANSACTIONS).toConstantValue({ run: (work: () => Promise<unknown>) => work() });
  container.bind(FIRM_WEBHOOKS).toConstantValue({
    enqueue: async (event: FirmWebhookEventInput) => void events.push(event),
  });
  container.bind(PRINT_MAIL_REQUESTS).toConstantValue({
    find: async () => request(stored),
    move: async (_id, _from, to) => (moves ? { ...request(to), mailedAt: NOW } : null),
  } as Partial<PrintMailRequests>);
  return { mark: container.get(MarkPrintMailRequest), audit, mail, events };
};

describe('marking a print-and-mail request (issue 24)', () => {
  it('e-mails the person once mailed, after auditing the step', async () => {
    const { mark, audit, mail } = marking('printed');
    const marked = await mark.execute(fulfilment, { id: 'r-1', step: 'mailed' });
    expect(marked._unsafeUnwrap().status).toBe('mailed');
    expect(audit).toMatchObject([
      { action: 'print_mail.mark', accountId: 'acc-1', subject: 'r-1: printed → mailed', at: NOW },
    ]);
    expect(mail).toEqual([
      {
        tenantId: 'bequest',
        to: 'ada@example.com',
        template: 'print_mail_mailed',
        values: { documents: 'Last Will & Testament', city: 'Springfield' },
      },
    ]);
  });

  it('sends no e-mail for the other steps', async () => {
    const { mark, mail } = marking('requested');
    expect((await mark.execute(fulfilment, { id: 'r-1', step: 'printed' })).isOk()).toBe(true);
    expect(mail).toEqual([]);
  });

  it("queues the firm's webhook with each step, and none for a step refused or lost", async () => {
    const moved = marking('requested');
    await moved.mark.execute(fulfilment, {
      id: 'r-1',
      step: 'cancelled',
      reason: 'Asked by phone',
    });
    expect(moved.events).toEqual([
      {
        tenantId: 'bequest',
        eventId: 'print_mail.status_changed:r-1:cancelled',
        type: 'print_mail.status_changed',
        data: {
          clientId: 'acc-1',
          profileId: 'prof-1',
          requestId: 'r-1',
          status: 'cancelled',
          reason: 'Asked by phone',
          changedAt: NOW.toISOString(),
        },
        occurredAt: NOW,
      },
    ]);
    const refused = marking('requested');
    await refused.mark.execute(fulfilment, { id: 'r-1', step: 'mailed' });
    const stale = marking('printed', false);
    await stale.mark.execute(fulfilment, { id: 'r-1', step: 'mailed' });
    expect([...refused.events, ...stale.events]).toEqual([]);
  });

  it('answers a stale write when someone moved the request first, and e-mails no one', async () => {
    const { mark, mail } = marking('printed', false);
    const marked = await mark.execute(fulfilment, { id: 'r-1', step: 'mailed' });
    expect(marked._unsafeUnwrapErr().code).toBe('REQUEST.STALE_WRITE');
    expect(mail).toEqual([]);
  });

  it('refuses a step out of order without auditing it, and a cancel without a reason', async () => {
    const { mark, audit } = marking('requested');
    expect(
      (await mark.execute(fulfilment, { id: 'r-1', step: 'delivered' }))._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'FULFILMENT.OUT_OF_ORDER' });
    expect(
      (
        await mark.execute(fulfilment, { id: 'r-1', step: 'cancelled', reason: 'no' })
      )._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'REQUEST.INVALID', fields: { reason: expect.stringContaining('10') } });
    expect(audit).toEqual([]);
  });
});

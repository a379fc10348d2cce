import 'reflect-metadata';
import type { AttorneyConsultStatus } from '@bequest/domain';
import { Container } from 'inversify';
import {
  ATTORNEY_CONSULT_REQUESTS,
  type AttorneyConsultRequestRecord,
  type AttorneyConsultRequests,
} from '../ports/attorney-consult-requests.port';
import { CLOCK } from '../ports/clock.port';
import { MAIL_OUTBOX, type OutgoingMail } from '../ports/mail-outbox.port';
import { STAFF_AUDIT_LOG, type NewAuditEntry } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { MarkAttorneyConsultRequest } from './mark-attorney-consult-request.use-case';

const NOW = new Date('2026-12-04T10:00:00Z');
const support: StaffMember = {
  subject: 's-1',
  email: 'support@bequest.example',
  name: 'Sam Support',
  role: 'support',
};

const request = (status: AttorneyConsultStatus): AttorneyConsultRequestRecord => ({
  id: 'c-1',
  tenantId: 'bequest',
  accountId: 'acc-1',
  profileId: 'prof-1',
  state: 'CA',
  contact: { name: 'Ada Early', email: 'ada@example.com', phone: null },
  status,
  attorney: null,
  requestedAt: new Date('2026-12-01T10:00:00Z'),
  overdueAt: new Date('2026-12-04T10:00:00Z'),
  referredAt: null,
  contactedAt: null,
  closedAt: null,
  closeReason: null,
});

/** The use case over in-memory ports: `stored` is what find reads, `moves` whether a move wins. */
const marking = (stored: AttorneyConsultStatus, moves = true) => {
  const audit: NewAuditEntry[] = [];
  const mail: OutgoingMail[] = [];
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.bind(CLOCK).toConstantValue({ now: () => NOW });
  container.bind(STAFF_AUDIT_LOG).toConstantValue({
    append: async (entry: NewAuditEntry) => void audit.push(entry),
  });
  container.bind(MAIL_OUTBOX).toConstantValue({
    enqueue: async (message: OutgoingMail) => {
      // The person is told only once the step is in the audit log.
      expect(audit).toHaveLength(1);
      mail.push(message);
    },
  });
  container.bind(ATTORNEY_CONSULT_REQUESTS).toConstantValue({
    find: async () => request(stored),
    move: async (_id, _from, to, _at, details) =>
      moves ? { ...request(to), attorney: details.attorney ?? null } : null,
  } as Partial<AttorneyConsultRequests>);
  return { mark: container.get(MarkAttorneyConsultRequest), audit, mail };
};

describe('marking an attorney-consult request (issue 24)', () => {
  it('e-mails the person once referred, naming the attorney and the state', async () => {
    const { mark, audit, mail } = marking('requested');
    const marked = await mark.execute(support, {
      id: 'c-1',
      step: 'referred',
      attorney: ' Firm LLP ',
    });
    expect(marked._unsafeUnwrap().attorney).toBe('Firm LLP');
    expect(audit).toMatchObject([
      { action: 'attorney_consult.mark', subject: 'c-1: requested → referred (Firm LLP)', at: NOW },
    ]);
    expect(mail).toEqual([
      {
        tenantId: 'bequest',
        to: 'ada@example.com',
        template: 'attorney_consult_referred',
        values: { attorney: 'Firm LLP', state: 'California' },
      },
    ]);
  });

  it('answers a stale write when someone moved the request first, and e-mails no one', async () => {
    const { mark, mail } = marking('requested', false);
    const marked = await mark.execute(support, {
      id: 'c-1',
      step: 'referred',
      attorney: 'Firm LLP',
    });
    expect(marked._unsafeUnwrapErr().code).toBe('REQUEST.STALE_WRITE');
    expect(mail).toEqual([]);
  });

  it('refuses a step out of order, a referral without an attorney and a close without a reason, auditing none', async () => {
    const { mark, audit, mail } = marking('requested');
    expect(
      (await mark.execute(support, { id: 'c-1', step: 'contacted' }))._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'FULFILMENT.OUT_OF_ORDER' });
    expect(
      (
        await mark.execute(support, { id: 'c-1', step: 'referred', attorney: ' ' })
      )._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'REQUEST.INVALID', fields: { attorney: expect.any(String) } });
    expect(
      (await mark.execute(support, { id: 'c-1', step: 'closed', reason: 'no' }))._unsafeUnwrapErr(),
    ).toMatchObject({ code: 'REQUEST.INVALID', fields: { reason: expect.stringContaining('10') } });
    expect(audit).toEqual([]);
    expect(mail).toEqual([]);
  });
});

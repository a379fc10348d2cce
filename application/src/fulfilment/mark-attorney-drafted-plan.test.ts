import 'reflect-metadata';
import type { AttorneyDraftedPlanStatus } from '@bequest/domain';
import { Container } from 'inversify';
import {
  ATTORNEY_DRAFTED_PLANS,
  ATTORNEY_NETWORK,
  type AttorneyDraftedPlanRecord,
  type AttorneyDraftedPlans,
  type AttorneyNetwork,
  type AttorneyNetworkMemberRecord,
} from '../ports/attorney-drafted-plans.port';
import { CLOCK } from '../ports/clock.port';
import { MAIL_OUTBOX, type OutgoingMail } from '../ports/mail-outbox.port';
import { STAFF_AUDIT_LOG, type NewAuditEntry } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { MarkAttorneyDraftedPlan } from './mark-attorney-drafted-plan.use-case';

const NOW = new Date('2026-12-04T10:00:00Z');
const support: StaffMember = {
  subject: 's-1',
  email: 'support@bequest.example',
  name: 'Sam Support',
  role: 'support',
};

const plan = (status: AttorneyDraftedPlanStatus): AttorneyDraftedPlanRecord => ({
  id: 'p-1',
  tenantId: 'acme-wealth',
  accountId: 'acc-1',
  profileId: 'prof-1',
  state: 'CA',
  contact: { name: 'Ada Early', email: 'ada@example.com', phone: null },
  status,
  attorney: null,
  requestedAt: new Date('2026-12-01T10:00:00Z'),
  overdueAt: new Date('2026-12-15T10:00:00Z'),
  matchedAt: null,
  draftedAt: null,
  finalizedAt: null,
  closedAt: null,
  closeReason: null,
});

const ATTORNEYS: Record<string, AttorneyNetworkMemberRecord> = {
  'a-ca': {
    id: 'a-ca',
    name: 'Jordan Avery',
    firm: 'Avery Law',
    email: 'jordan@averylaw.example',
    phone: '4155550100',
    states: ['CA'],
    active: true,
    updatedAt: NOW,
  },
  'a-or': {
    id: 'a-or',
    name: 'Lee Park',
    firm: null,
    email: 'lee@park.example',
    phone: null,
    states: ['OR'],
    active: true,
    updatedAt: NOW,
  },
};

/** The use case over in-memory ports: `stored` is what find reads, `moves` whether a move wins. */
const marking = (stored: AttorneyDraftedPlanStatus, moves = true) => {
  const audit: NewAuditEntry[] = [];
  const mail: OutgoingMail[] = [];
  const overdue: (Date | null)[] = [];
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.bind(CLOCK).toConstantValue({ now: () => NOW });
  container.bind(STAFF_AUDIT_LOG).toConstantValue({
    append: async (entry: NewAuditEntry) => void audit.push(entry),
  });
  container.bind(MAIL_OUTBOX).toConstantValue({
    enqueue: async (message: OutgoingMail) => {
      expect(audit).toHaveLength(1);
      mail.push(message);
    },
  });
  container.bind(ATTORNEY_NETWORK).toConstantValue({
    find: async (id: string) => ATTORNEYS[id] ?? null,
  } as Partial<AttorneyNetwork>);
  container.bind(ATTORNEY_DRAFTED_PLANS).toConstantValue({
    find: async () => plan(stored),
    move: async (_id, _from, to, _at, details) => {
      overdue.push(details.overdueAt);
      return moves ? { ...plan(to), attorney: details.attorney ?? null } : null;
    },
  } as Partial<AttorneyDraftedPlans>);
  return { mark: container.get(MarkAttorneyDraftedPlan), audit, mail, overdue };
};

describe('marking an attorney-drafted plan (issue 24)', () => {
  it('matches with an attorney licensed in the state, e-mails the person who and how to reach them', async () => {
    const { mark, audit, mail, overdue } = marking('requested');
    const marked = await mark.execute(support, { id: 'p-1', step: 'matched', attorneyId: 'a-ca' });
    expect(marked._unsafeUnwrap().attorney).toMatchObject({ id: 'a-ca', name: 'Jordan Avery' });
    expect(audit).toMatchObject([
      { action: 'attorney_drafted.mark', subject: 'p-1: requested → matched (Jordan Avery)' },
    ]);
    expect(mail).toEqual([
      {
        tenantId: 'acme-wealth',
        to: 'ada@example.com',
        template: 'attorney_drafted_matched',
        values: {
          attorney: 'Jordan Avery of Avery Law',
          contact: 'jordan@averylaw.example or 4155550100',
          state: 'California',
        },
      },
    ]);
    // Drafting is overdue 30 business days after the match, past the year-end holidays and MLK Day.
    expect(overdue).toEqual([new Date('2027-01-20T10:00:00Z')]);
  });

  it.each([
    ['no attorney', undefined],
    ['an unknown attorney', 'a-none'],
    ['an attorney not licensed in the state', 'a-or'],
  ])('refuses a match with %s, naming attorneyId, recording nothing', async (_, attorneyId) => {
    const { mark, audit, mail } = marking('requested');
    const refused = await mark.execute(support, {
      id: 'p-1',
      step: 'matched',
      ...(attorneyId ? { attorneyId } : {}),
    });
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { attorneyId: expect.any(String) },
    });
    expect(audit).toEqual([]);
    expect(mail).toEqual([]);
  });

  it('closes only with a reason; a finalized plan is never overdue; out of order is refused', async () => {
    const closing = marking('matched');
    expect(
      (await closing.mark.execute(support, { id: 'p-1', step: 'closed' }))._unsafeUnwrapErr(),
    ).toMatchObject({ fields: { reason: expect.any(String) } });
    const reason = 'The person chose a self-directed plan instead';
    const closed = await closing.mark.execute(support, { id: 'p-1', step: 'closed', reason });
    expect(closed._unsafeUnwrap().status).toBe('closed');
    expect(closing.audit[0]).toMatchObject({ reason });
    expect(closing.overdue).toEqual([null]);

    const finalizing = marking('drafted');
    (await finalizing.mark.execute(support, { id: 'p-1', step: 'finalized' }))._unsafeUnwrap();
    expect(finalizing.overdue).toEqual([null]);
    expect(finalizing.mail).toEqual([]);

    const early = marking('requested');
    expect(
      (await early.mark.execute(support, { id: 'p-1', step: 'finalized' }))._unsafeUnwrapErr().code,
    ).toBe('FULFILMENT.OUT_OF_ORDER');
  });

  it('answers a plan someone moved first as a stale write, telling no one', async () => {
    const { mark, mail } = marking('requested', false);
    const stale = await mark.execute(support, { id: 'p-1', step: 'matched', attorneyId: 'a-ca' });
    expect(stale._unsafeUnwrapErr().code).toBe('REQUEST.STALE_WRITE');
    expect(mail).toEqual([]);
  });
});

import type {
  AttorneyDraftedContact,
  AttorneyDraftedPlanFilter,
  AttorneyDraftedPlanMove,
  AttorneyDraftedPlanRecord,
  AttorneyDraftedPlans,
  AttorneyNetwork,
  AttorneyNetworkFilter,
  AttorneyNetworkMemberRecord,
  ListPage,
  ListPageRequest,
  MatchedAttorney,
  NewAttorneyDraftedPlan,
} from '@bequest/application';
import type {
  AttorneyDraftedPlanStatus,
  AttorneyDraftedPlanStep,
  AttorneyNetworkMember,
  UsStateCode,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { accountQueueItems, queuePage, queueItem, type QueueQuery } from './queue-page';

interface AttorneyDraftedPlanRow {
  id: string;
  tenant_id: string;
  account_id: string;
  profile_id: string;
  state: UsStateCode | null;
  contact: AttorneyDraftedContact;
  status: AttorneyDraftedPlanStatus;
  attorney: MatchedAttorney | null;
  requested_at: Date;
  overdue_at: Date | null;
  matched_at: Date | null;
  drafted_at: Date | null;
  finalized_at: Date | null;
  closed_at: Date | null;
  close_reason: string | null;
}

const OPEN = `p.status in ('requested', 'matched', 'drafted')`;

const recordOf = (row: AttorneyDraftedPlanRow): AttorneyDraftedPlanRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  profileId: row.profile_id,
  state: row.state,
  contact: row.contact,
  status: row.status,
  attorney: row.attorney,
  requestedAt: row.requested_at,
  overdueAt: row.overdue_at,
  matchedAt: row.matched_at,
  draftedAt: row.drafted_at,
  finalizedAt: row.finalized_at,
  closedAt: row.closed_at,
  closeReason: row.close_reason,
});

const STATUS_TIME: Readonly<Record<AttorneyDraftedPlanStep, string>> = {
  matched: 'matched_at',
  drafted: 'drafted_at',
  finalized: 'finalized_at',
  closed: 'closed_at',
};

const QUEUE: QueueQuery<AttorneyDraftedPlanRow, AttorneyDraftedPlanRecord> = {
  select: 'select p.* from attorney_drafted_plan p',
  table: 'attorney_drafted_plan',
  alias: 'p',
  orderBy: `case when ${OPEN} then 0 else 1 end, case when ${OPEN} then p.overdue_at end, p.requested_at desc, p.id`,
  newestFirstBy: 'requested_at',
  recordOf,
};

/** The attorney-drafted plans' matching queue in PostgreSQL (issue 24). */
export class PostgresAttorneyDraftedPlans implements AttorneyDraftedPlans {
  constructor(private readonly em: EntityManager) {}

  async open(plan: NewAttorneyDraftedPlan): Promise<boolean> {
    const opened = await query<{ id: string }>(
      this.em,
      `insert into attorney_drafted_plan
        (tenant_id, account_id, profile_id, state, contact, requested_at, overdue_at)
        select ?, ?, ?, ?, ?::jsonb, ?, ?
        where not exists (select 1 from attorney_drafted_plan p
          where p.tenant_id = ? and p.account_id = ? and ${OPEN})
        on conflict do nothing
        returning id`,
      [
        plan.tenantId,
        plan.accountId,
        plan.profileId,
        plan.state,
        JSON.stringify(plan.contact),
        plan.requestedAt,
        plan.overdueAt,
        plan.tenantId,
        plan.accountId,
      ],
    );
    return opened.length > 0;
  }

  search(
    filter: AttorneyDraftedPlanFilter,
    page: ListPageRequest,
  ): Promise<ListPage<AttorneyDraftedPlanRecord>> {
    return queuePage(this.em, QUEUE, filter.status, page);
  }

  find(id: string): Promise<AttorneyDraftedPlanRecord | null> {
    return queueItem(this.em, QUEUE, id);
  }

  async move(
    id: string,
    from: AttorneyDraftedPlanStatus,
    to: AttorneyDraftedPlanStep,
    at: Date,
    details: AttorneyDraftedPlanMove,
  ): Promise<AttorneyDraftedPlanRecord | null> {
    const [moved] = await query<AttorneyDraftedPlanRow>(
      this.em,
      `update attorney_drafted_plan set status = ?, ${STATUS_TIME[to]} = ?, overdue_at = ?,
          attorney = coalesce(?::jsonb, attorney), close_reason = coalesce(?, close_reason)
        where id = ? and status = ? returning *`,
      [
        to,
        at,
        details.overdueAt,
        details.attorney ? JSON.stringify(details.attorney) : null,
        details.closeReason ?? null,
        id,
        from,
      ],
    );
    return moved ? recordOf(moved) : null;
  }

  listForAccount(tenantId: string, accountId: string): Promise<AttorneyDraftedPlanRecord[]> {
    return accountQueueItems(this.em, QUEUE, tenantId, accountId);
  }
}

interface AttorneyNetworkRow {
  id: string;
  name: string;
  firm: string | null;
  email: string;
  phone: string | null;
  states: UsStateCode[];
  active: boolean;
  updated_at: Date;
}

const memberOf = (row: AttorneyNetworkRow): AttorneyNetworkMemberRecord => ({
  id: row.id,
  name: row.name,
  firm: row.firm,
  email: row.email,
  phone: row.phone,
  states: row.states,
  active: row.active,
  updatedAt: row.updated_at,
});

/** The attorney network in PostgreSQL, by name (issue 24). */
export class PostgresAttorneyNetwork implements AttorneyNetwork {
  constructor(private readonly em: EntityManager) {}

  async list(filter: AttorneyNetworkFilter): Promise<AttorneyNetworkMemberRecord[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.state) {
      where.push('states @> array[?]::text[]');
      values.push(filter.state);
    }
    if (filter.active !== undefined) {
      where.push('active = ?');
      values.push(filter.active);
    }
    const rows = await query<AttorneyNetworkRow>(
      this.em,
      `select * from attorney_network_member ${where.length ? `where ${where.join(' and ')}` : ''}
        order by lower(name), id limit 1000`,
      values,
    );
    return rows.map(memberOf);
  }

  async find(id: string): Promise<AttorneyNetworkMemberRecord | null> {
    const [row] = await query<AttorneyNetworkRow>(
      this.em,
      'select * from attorney_network_member where id = ?',
      [id],
    );
    return row ? memberOf(row) : null;
  }

  async add(member: AttorneyNetworkMember, at: Date): Promise<AttorneyNetworkMemberRecord> {
    const [row] = await query<AttorneyNetworkRow>(
      this.em,
      `insert into attorney_network_member (name, firm, email, phone, states, active, created_at, updated_at)
        values (?, ?, ?, ?, ?::text[], ?, ?, ?) returning *`,
      [member.name, member.firm, member.email, member.phone, member.states, member.active, at, at],
    );
    return memberOf(row!);
  }

  async update(
    id: string,
    member: AttorneyNetworkMember,
    at: Date,
  ): Promise<AttorneyNetworkMemberRecord | null> {
    const [row] = await query<AttorneyNetworkRow>(
      this.em,
      `update attorney_network_member set name = ?, firm = ?, email = ?, phone = ?,
          states = ?::text[], active = ?, updated_at = ?
        where id = ? returning *`,
      [member.name, member.firm, member.email, member.phone, member.states, member.active, at, id],
    );
    return row ? memberOf(row) : null;
  }
}

import type {
  AttorneyConsultContact,
  AttorneyConsultMove,
  AttorneyConsultRequestFilter,
  AttorneyConsultRequestRecord,
  AttorneyConsultRequests,
  ListPage,
  ListPageRequest,
  NewAttorneyConsultRequest,
} from '@bequest/application';
import type { AttorneyConsultStatus, AttorneyConsultStep, UsStateCode } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { accountQueueItems, queuePage, queueItem, type QueueQuery } from './queue-page';

interface AttorneyConsultRequestRow {
  id: string;
  tenant_id: string;
  account_id: string;
  profile_id: string;
  state: UsStateCode;
  contact: AttorneyConsultContact;
  status: AttorneyConsultStatus;
  attorney: string | null;
  requested_at: Date;
  overdue_at: Date;
  referred_at: Date | null;
  contacted_at: Date | null;
  closed_at: Date | null;
  close_reason: string | null;
}

const SELECT = 'select r.* from attorney_consult_request r';
const OPEN = `r.status in ('requested', 'referred')`;

const recordOf = (row: AttorneyConsultRequestRow): AttorneyConsultRequestRecord => ({
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
  referredAt: row.referred_at,
  contactedAt: row.contacted_at,
  closedAt: row.closed_at,
  closeReason: row.close_reason,
});

const STATUS_TIME: Readonly<Record<AttorneyConsultStep, string>> = {
  referred: 'referred_at',
  contacted: 'contacted_at',
  closed: 'closed_at',
};

const QUEUE: QueueQuery<AttorneyConsultRequestRow, AttorneyConsultRequestRecord> = {
  select: SELECT,
  table: 'attorney_consult_request',
  alias: 'r',
  orderBy: `case when ${OPEN} then 0 else 1 end, case when ${OPEN} then r.overdue_at end, r.requested_at desc, r.id`,
  newestFirstBy: 'requested_at',
  recordOf,
};

/** The attorney-consult queue in PostgreSQL (issue 24). */
export class PostgresAttorneyConsultRequests implements AttorneyConsultRequests {
  constructor(private readonly em: EntityManager) {}

  async open(request: NewAttorneyConsultRequest): Promise<boolean> {
    const opened = await query<{ id: string }>(
      this.em,
      `insert into attorney_consult_request
        (tenant_id, account_id, profile_id, state, contact, requested_at, overdue_at)
        select ?, ?, ?, ?, ?::jsonb, ?, ?
        where not exists (select 1 from attorney_consult_request r
          where r.tenant_id = ? and r.account_id = ? and ${OPEN})
        on conflict do nothing
        returning id`,
      [
        request.tenantId,
        request.accountId,
        request.profileId,
        request.state,
        JSON.stringify(request.contact),
        request.requestedAt,
        request.overdueAt,
        request.tenantId,
        request.accountId,
      ],
    );
    return opened.length > 0;
  }

  async search(
    filter: AttorneyConsultRequestFilter,
    page: ListPageRequest,
  ): Promise<ListPage<AttorneyConsultRequestRecord>> {
    return queuePage(this.em, QUEUE, filter.status, page);
  }

  find(id: string): Promise<AttorneyConsultRequestRecord | null> {
    return queueItem(this.em, QUEUE, id);
  }

  async move(
    id: string,
    from: AttorneyConsultStatus,
    to: AttorneyConsultStep,
    at: Date,
    details: AttorneyConsultMove,
  ): Promise<AttorneyConsultRequestRecord | null> {
    const [moved] = await query<AttorneyConsultRequestRow>(
      this.em,
      `update attorney_consult_request set status = ?, ${STATUS_TIME[to]} = ?,
          attorney = coalesce(?, attorney), close_reason = coalesce(?, close_reason)
        where id = ? and status = ? returning *`,
      [to, at, details.attorney ?? null, details.closeReason ?? null, id, from],
    );
    return moved ? recordOf(moved) : null;
  }

  listForAccount(tenantId: string, accountId: string): Promise<AttorneyConsultRequestRecord[]> {
    return accountQueueItems(this.em, QUEUE, tenantId, accountId);
  }
}

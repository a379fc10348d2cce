import type {
  ListPage,
  ListPageRequest,
  NewStrategistCall,
  StrategistCallFilter,
  StrategistCallRecord,
  StrategistCalls,
} from '@bequest/application';
import type {
  ProductPackageDetails,
  StrategistCallStatus,
  StrategistCallStep,
} from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import {
  accountQueueItems,
  moveCancellable,
  queuePage,
  queueItem,
  type QueueQuery,
} from './queue-page';
import { PROFILE_NAME_SQL } from '../staff/like-pattern';

interface StrategistCallRow {
  id: string;
  tenant_id: string;
  account_id: string;
  profile_id: string;
  person: string | null;
  email: string;
  package_details: ProductPackageDetails;
  status: StrategistCallStatus;
  scheduled_at: Date;
  overdue_at: Date;
  documents_sent_at: Date | null;
  held_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
}

const SELECT = `select c.*, a.email, nullif(${PROFILE_NAME_SQL}, '') as person
  from strategist_call c
  join account a on a.id = c.account_id
  left join profile p on p.rand_id = c.profile_id`;

const recordOf = (row: StrategistCallRow): StrategistCallRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  profileId: row.profile_id,
  person: row.person,
  email: row.email,
  packageDetails: row.package_details,
  status: row.status,
  scheduledAt: row.scheduled_at,
  overdueAt: row.overdue_at,
  documentsSentAt: row.documents_sent_at,
  heldAt: row.held_at,
  cancelledAt: row.cancelled_at,
  cancelReason: row.cancel_reason,
});

const STATUS_TIME: Readonly<Record<StrategistCallStep, string>> = {
  documents_sent: 'documents_sent_at',
  held: 'held_at',
  cancelled: 'cancelled_at',
};

const QUEUE: QueueQuery<StrategistCallRow, StrategistCallRecord> = {
  select: SELECT,
  table: 'strategist_call',
  alias: 'c',
  orderBy: `case c.status when 'scheduled' then 0 when 'documents_sent' then 1 else 2 end, case when c.status = 'scheduled' then c.overdue_at end, c.scheduled_at desc, c.id`,
  newestFirstBy: 'scheduled_at',
  recordOf,
};

/** The strategist-call queue in PostgreSQL (issue 24). */
export class PostgresStrategistCalls implements StrategistCalls {
  constructor(private readonly em: EntityManager) {}

  async open(call: NewStrategistCall): Promise<string> {
    const [opened] = await query<{ id: string | number }>(
      this.em,
      `insert into strategist_call
        (tenant_id, account_id, profile_id, package_details, scheduled_at, overdue_at)
        values (?, ?, ?, ?::jsonb, ?, ?)
        returning id`,
      [
        call.tenantId,
        call.accountId,
        call.profileId,
        JSON.stringify(call.packageDetails),
        call.scheduledAt,
        call.overdueAt,
      ],
    );
    return String(opened!.id);
  }

  async search(
    filter: StrategistCallFilter,
    page: ListPageRequest,
  ): Promise<ListPage<StrategistCallRecord>> {
    return queuePage(this.em, QUEUE, filter.status, page);
  }

  find(id: string): Promise<StrategistCallRecord | null> {
    return queueItem(this.em, QUEUE, id);
  }

  move(
    id: string,
    from: StrategistCallStatus,
    to: StrategistCallStep,
    at: Date,
    cancelReason: string | null,
  ): Promise<StrategistCallRecord | null> {
    return moveCancellable(this.em, QUEUE, {
      id,
      from,
      to,
      timeColumn: STATUS_TIME[to],
      at,
      cancelReason,
    });
  }

  listForAccount(tenantId: string, accountId: string): Promise<StrategistCallRecord[]> {
    return accountQueueItems(this.em, QUEUE, tenantId, accountId);
  }
}

import type {
  ListPage,
  ListPageRequest,
  NewPrintMailRequest,
  PrintMailDocument,
  PrintMailRequestFilter,
  PrintMailRequestRecord,
  PrintMailRequests,
} from '@bequest/application';
import type { MailingAddress, PrintMailStatus, PrintMailStep } from '@bequest/domain';
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

interface PrintMailRequestRow {
  id: string;
  tenant_id: string;
  account_id: string;
  profile_id: string;
  person: string | null;
  email: string;
  mailing_address: MailingAddress;
  copies: Array<PrintMailDocument & { storedCopyId: string | null }>;
  status: PrintMailStatus;
  requested_at: Date;
  overdue_at: Date;
  printed_at: Date | null;
  mailed_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
}

/** Each document with the id of its stored copy, found by the copy's storage key. */
const SELECT = `select r.*, a.email, nullif(${PROFILE_NAME_SQL}, '') as person,
    (select coalesce(jsonb_agg(d.document || jsonb_build_object('storedCopyId', s.id)
        order by d.ordinality), '[]'::jsonb)
       from jsonb_array_elements(r.documents) with ordinality as d(document, ordinality)
       left join stored_document s on s.storage_key = d.document->>'storageKey') as copies
  from print_mail_request r
  join account a on a.id = r.account_id
  left join profile p on p.rand_id = r.profile_id`;

const OPEN = `r.status in ('requested', 'printed', 'mailed')`;

const recordOf = (row: PrintMailRequestRow): PrintMailRequestRecord => ({
  id: row.id,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  profileId: row.profile_id,
  person: row.person,
  email: row.email,
  mailingAddress: row.mailing_address,
  documents: row.copies,
  status: row.status,
  requestedAt: row.requested_at,
  overdueAt: row.overdue_at,
  printedAt: row.printed_at,
  mailedAt: row.mailed_at,
  deliveredAt: row.delivered_at,
  cancelledAt: row.cancelled_at,
  cancelReason: row.cancel_reason,
});

const STATUS_TIME: Readonly<Record<PrintMailStep, string>> = {
  printed: 'printed_at',
  mailed: 'mailed_at',
  delivered: 'delivered_at',
  cancelled: 'cancelled_at',
};

const QUEUE: QueueQuery<PrintMailRequestRow, PrintMailRequestRecord> = {
  select: SELECT,
  table: 'print_mail_request',
  alias: 'r',
  orderBy: `case when ${OPEN} then 0 else 1 end, case when ${OPEN} then r.overdue_at end, r.requested_at desc, r.id`,
  newestFirstBy: 'requested_at',
  recordOf,
};

/** The print-and-mail queue in PostgreSQL (issue 24). */
export class PostgresPrintMailRequests implements PrintMailRequests {
  constructor(private readonly em: EntityManager) {}

  async open(request: NewPrintMailRequest): Promise<string> {
    const [opened] = await query<{ id: string | number }>(
      this.em,
      `insert into print_mail_request
        (tenant_id, account_id, profile_id, mailing_address, documents, requested_at, overdue_at)
        values (?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)
        returning id`,
      [
        request.tenantId,
        request.accountId,
        request.profileId,
        JSON.stringify(request.mailingAddress),
        JSON.stringify(request.documents),
        request.requestedAt,
        request.overdueAt,
      ],
    );
    return String(opened!.id);
  }

  async search(
    filter: PrintMailRequestFilter,
    page: ListPageRequest,
  ): Promise<ListPage<PrintMailRequestRecord>> {
    return queuePage(this.em, QUEUE, filter.status, page);
  }

  find(id: string): Promise<PrintMailRequestRecord | null> {
    return queueItem(this.em, QUEUE, id);
  }

  move(
    id: string,
    from: PrintMailStatus,
    to: PrintMailStep,
    at: Date,
    cancelReason: string | null,
  ): Promise<PrintMailRequestRecord | null> {
    return moveCancellable(this.em, QUEUE, {
      id,
      from,
      to,
      timeColumn: STATUS_TIME[to],
      at,
      cancelReason,
    });
  }

  listForAccount(tenantId: string, accountId: string): Promise<PrintMailRequestRecord[]> {
    return accountQueueItems(this.em, QUEUE, tenantId, accountId);
  }
}

import type { StaffAction } from '@bequest/domain';
import type { ListPage, ListPageRequest } from './paging';
import type { StaffMember } from './staff-sessions.port';

/** What a staff member did, to whom, when and why: one line of the audit log. */
export interface NewAuditEntry {
  readonly staff: StaffMember;
  readonly action: StaffAction;
  readonly tenantId: string | null;
  readonly accountId: string | null;
  /** What was read besides the person: a stored copy's id, a search's terms. */
  readonly subject: string | null;
  readonly reason: string | null;
  readonly at: Date;
}

export interface AuditEntry extends NewAuditEntry {
  readonly id: string;
}

export interface AuditEntryFilter {
  readonly accountId?: string;
  readonly staffEmail?: string;
}

/** The append-only audit log (issue 24): entries are added, never changed or removed. */
export interface StaffAuditLog {
  append(entry: NewAuditEntry): Promise<void>;
  /** Newest first. */
  list(filter: AuditEntryFilter, page: ListPageRequest): Promise<ListPage<AuditEntry>>;
  /** Every entry about one account, newest first. */
  listForAccount(tenantId: string, accountId: string): Promise<AuditEntry[]>;
}
export const STAFF_AUDIT_LOG: symbol = Symbol.for('StaffAuditLog');

import type {
  AuditEntry,
  AuditEntryFilter,
  ListPage,
  ListPageRequest,
  NewAuditEntry,
  StaffAuditLog,
} from '@bequest/application';
import type { StaffAction, StaffRole } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../query';
import { pageLimits } from './like-pattern';

interface AuditEntryRow {
  id: string;
  at: Date;
  staff_subject: string;
  staff_email: string;
  staff_name: string;
  staff_role: StaffRole;
  action: StaffAction;
  tenant_id: string | null;
  account_id: string | null;
  subject: string | null;
  reason: string | null;
}

const entryOf = (row: AuditEntryRow): AuditEntry => ({
  id: String(row.id),
  at: row.at,
  staff: {
    subject: row.staff_subject,
    email: row.staff_email,
    name: row.staff_name,
    role: row.staff_role,
  },
  action: row.action,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  subject: row.subject,
  reason: row.reason,
});

/**
 * The audit log in PostgreSQL: rows are only inserted; the table's trigger refuses any update,
 * delete or truncate, whoever asks (ADR 0022).
 */
export class PostgresStaffAuditLog implements StaffAuditLog {
  constructor(private readonly em: EntityManager) {}

  async append(entry: NewAuditEntry): Promise<void> {
    await query(
      this.em,
      `insert into staff_audit_entry
        (at, staff_subject, staff_email, staff_name, staff_role, action, tenant_id, account_id, subject, reason)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        entry.at,
        entry.staff.subject,
        entry.staff.email,
        entry.staff.name,
        entry.staff.role,
        entry.action,
        entry.tenantId,
        entry.accountId,
        entry.subject,
        entry.reason,
      ],
    );
  }

  async list(filter: AuditEntryFilter, page: ListPageRequest): Promise<ListPage<AuditEntry>> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (filter.accountId) {
      conditions.push('account_id = ?');
      values.push(filter.accountId);
    }
    if (filter.staffEmail) {
      conditions.push('staff_email = lower(?)');
      values.push(filter.staffEmail);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const rows = await query<AuditEntryRow>(
      this.em,
      `select * from staff_audit_entry ${where} order by id desc limit ? offset ?`,
      [...values, ...pageLimits(page)],
    );
    const [count] = await query<{ total: string }>(
      this.em,
      `select count(*) as total from staff_audit_entry ${where}`,
      values,
    );
    return { items: rows.map(entryOf), total: Number(count?.total ?? 0) };
  }

  async listForAccount(tenantId: string, accountId: string): Promise<AuditEntry[]> {
    const rows = await query<AuditEntryRow>(
      this.em,
      `select * from staff_audit_entry where tenant_id = ? and account_id = ?
        order by id desc limit 200`,
      [tenantId, accountId],
    );
    return rows.map(entryOf);
  }
}

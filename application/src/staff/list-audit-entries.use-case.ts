import { inject, injectable } from 'inversify';
import type { ListPage, ListPageRequest } from '../ports/paging';
import {
  STAFF_AUDIT_LOG,
  type AuditEntry,
  type AuditEntryFilter,
  type StaffAuditLog,
} from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from './audit-trail.service';

/** The audit log for administrators, newest first; reading it is itself recorded. */
@injectable()
export class ListAuditEntries {
  constructor(
    @inject(STAFF_AUDIT_LOG) private readonly log: StaffAuditLog,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: AuditEntryFilter & ListPageRequest,
  ): Promise<ListPage<AuditEntry>> {
    const { page, perPage, ...filter } = input;
    await this.audit.record(staff, 'audit.list', {
      accountId: filter.accountId ?? null,
      subject: filter.staffEmail ?? null,
    });
    return this.log.list(filter, { page, perPage });
  }
}

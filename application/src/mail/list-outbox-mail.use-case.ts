import { inject, injectable } from 'inversify';
import {
  MAIL_OUTBOX_ADMIN,
  type MailOutboxAdmin,
  type OutboxFilter,
  type OutboxMessage,
} from '../ports/mail-outbox.port';
import type { ListPage, ListPageRequest } from '../ports/paging';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * The mail outbox in the staff console (issue 24), read by support and administrators with each
 * message's status, attempts and last error, never its values, which may hold a one-time link or
 * code (issue 20). Audited.
 */
@injectable()
export class ListOutboxMail {
  constructor(
    @inject(MAIL_OUTBOX_ADMIN) private readonly outbox: MailOutboxAdmin,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: OutboxFilter & ListPageRequest,
  ): Promise<ListPage<OutboxMessage>> {
    const { page, perPage, ...filter } = input;
    const terms = Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${value}`);
    await this.audit.record(staff, 'mail.list', { subject: terms.join(' ') || null });
    return this.outbox.list(filter, { page, perPage });
  }
}

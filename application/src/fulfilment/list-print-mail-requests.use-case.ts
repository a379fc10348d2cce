import { inject, injectable } from 'inversify';
import type { ListPage, ListPageRequest } from '../ports/paging';
import {
  PRINT_MAIL_REQUESTS,
  type PrintMailRequestFilter,
  type PrintMailRequestRecord,
  type PrintMailRequests,
} from '../ports/print-mail-requests.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** Fulfilment's print-and-mail queue, overdue first, paged on the server; each read is audited. */
@injectable()
export class ListPrintMailRequests {
  constructor(
    @inject(PRINT_MAIL_REQUESTS) private readonly requests: PrintMailRequests,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: PrintMailRequestFilter & ListPageRequest,
  ): Promise<ListPage<PrintMailRequestRecord>> {
    const { page, perPage, ...filter } = input;
    await this.audit.record(staff, 'print_mail.list', {
      subject: filter.status ? `status=${filter.status}` : null,
    });
    return this.requests.search(filter, { page, perPage });
  }
}

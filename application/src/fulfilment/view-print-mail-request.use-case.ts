import { inject, injectable } from 'inversify';
import {
  PRINT_MAIL_REQUESTS,
  type PrintMailRequestRecord,
  type PrintMailRequests,
} from '../ports/print-mail-requests.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** One print-and-mail request, with the person's address: recorded as a read of their data. */
@injectable()
export class ViewPrintMailRequest {
  constructor(
    @inject(PRINT_MAIL_REQUESTS) private readonly requests: PrintMailRequests,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(staff: StaffMember, id: string): Promise<PrintMailRequestRecord | null> {
    const request = await this.requests.find(id);
    if (!request) return null;
    await this.audit.record(staff, 'print_mail.view', {
      tenantId: request.tenantId,
      accountId: request.accountId,
      subject: id,
    });
    return request;
  }
}

import { inject, injectable } from 'inversify';
import {
  ATTORNEY_CONSULT_REQUESTS,
  type AttorneyConsultRequestRecord,
  type AttorneyConsultRequests,
} from '../ports/attorney-consult-requests.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** One attorney-consult request, with the person's contact details: recorded as a read of their data. */
@injectable()
export class ViewAttorneyConsultRequest {
  constructor(
    @inject(ATTORNEY_CONSULT_REQUESTS) private readonly requests: AttorneyConsultRequests,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(staff: StaffMember, id: string): Promise<AttorneyConsultRequestRecord | null> {
    const request = await this.requests.find(id);
    if (!request) return null;
    await this.audit.record(staff, 'attorney_consult.view', {
      tenantId: request.tenantId,
      accountId: request.accountId,
      subject: id,
    });
    return request;
  }
}

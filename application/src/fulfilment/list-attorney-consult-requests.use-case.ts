import { inject, injectable } from 'inversify';
import {
  ATTORNEY_CONSULT_REQUESTS,
  type AttorneyConsultRequestFilter,
  type AttorneyConsultRequestRecord,
  type AttorneyConsultRequests,
} from '../ports/attorney-consult-requests.port';
import type { ListPage, ListPageRequest } from '../ports/paging';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** Support's attorney-consult queue, overdue first, paged on the server; each read is audited. */
@injectable()
export class ListAttorneyConsultRequests {
  constructor(
    @inject(ATTORNEY_CONSULT_REQUESTS) private readonly requests: AttorneyConsultRequests,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: AttorneyConsultRequestFilter & ListPageRequest,
  ): Promise<ListPage<AttorneyConsultRequestRecord>> {
    const { page, perPage, ...filter } = input;
    await this.audit.record(staff, 'attorney_consult.list', {
      subject: filter.status ? `status=${filter.status}` : null,
    });
    return this.requests.search(filter, { page, perPage });
  }
}

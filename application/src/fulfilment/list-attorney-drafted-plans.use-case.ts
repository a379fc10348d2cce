import { inject, injectable } from 'inversify';
import {
  ATTORNEY_DRAFTED_PLANS,
  type AttorneyDraftedPlanFilter,
  type AttorneyDraftedPlanRecord,
  type AttorneyDraftedPlans,
} from '../ports/attorney-drafted-plans.port';
import type { ListPage, ListPageRequest } from '../ports/paging';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** Support's attorney-drafted plans' queue, overdue first, paged on the server; audited. */
@injectable()
export class ListAttorneyDraftedPlans {
  constructor(
    @inject(ATTORNEY_DRAFTED_PLANS) private readonly plans: AttorneyDraftedPlans,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: AttorneyDraftedPlanFilter & ListPageRequest,
  ): Promise<ListPage<AttorneyDraftedPlanRecord>> {
    const { page, perPage, ...filter } = input;
    await this.audit.record(staff, 'attorney_drafted.list', {
      subject: filter.status ? `status=${filter.status}` : null,
    });
    return this.plans.search(filter, { page, perPage });
  }
}

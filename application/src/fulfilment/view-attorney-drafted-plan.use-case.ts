import { inject, injectable } from 'inversify';
import {
  ATTORNEY_DRAFTED_PLANS,
  type AttorneyDraftedPlanRecord,
  type AttorneyDraftedPlans,
} from '../ports/attorney-drafted-plans.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** One attorney-drafted plan with the person's contact details: recorded as a read of their data. */
@injectable()
export class ViewAttorneyDraftedPlan {
  constructor(
    @inject(ATTORNEY_DRAFTED_PLANS) private readonly plans: AttorneyDraftedPlans,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(staff: StaffMember, id: string): Promise<AttorneyDraftedPlanRecord | null> {
    const plan = await this.plans.find(id);
    if (!plan) return null;
    await this.audit.record(staff, 'attorney_drafted.view', {
      tenantId: plan.tenantId,
      accountId: plan.accountId,
      subject: id,
    });
    return plan;
  }
}

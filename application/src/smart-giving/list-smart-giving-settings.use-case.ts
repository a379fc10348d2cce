import { inject, injectable } from 'inversify';
import {
  SMART_GIVING_PAGES,
  type SmartGivingPages,
  type SmartGivingRecord,
} from '../ports/smart-giving-pages.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** The staff console's list of the partner nonprofits' page settings (issue 26); audited. */
@injectable()
export class ListSmartGivingSettings {
  constructor(
    @inject(SMART_GIVING_PAGES) private readonly pages: SmartGivingPages,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(staff: StaffMember): Promise<readonly SmartGivingRecord[]> {
    await this.audit.record(staff, 'smart_giving.list');
    return this.pages.list();
  }
}

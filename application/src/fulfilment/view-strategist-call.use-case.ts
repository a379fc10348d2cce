import { inject, injectable } from 'inversify';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  STRATEGIST_CALLS,
  type StrategistCallRecord,
  type StrategistCalls,
} from '../ports/strategist-calls.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** One strategist call, with the person's name and e-mail: recorded as a read of their data. */
@injectable()
export class ViewStrategistCall {
  constructor(
    @inject(STRATEGIST_CALLS) private readonly calls: StrategistCalls,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(staff: StaffMember, id: string): Promise<StrategistCallRecord | null> {
    const call = await this.calls.find(id);
    if (!call) return null;
    await this.audit.record(staff, 'strategist_call.view', {
      tenantId: call.tenantId,
      accountId: call.accountId,
      subject: id,
    });
    return call;
  }
}

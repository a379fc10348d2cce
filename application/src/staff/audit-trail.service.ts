import type { StaffAction } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { STAFF_AUDIT_LOG, type StaffAuditLog } from '../ports/staff-audit-log.port';
import type { StaffMember } from '../ports/staff-sessions.port';

/** Whose data an action touched, and why. */
export interface AuditTarget {
  readonly tenantId?: string | null;
  readonly accountId?: string | null;
  readonly subject?: string | null;
  readonly reason?: string | null;
}

/**
 * Writes each staff action to the append-only log, at the clock's time. The staff use cases call
 * it before they answer with a person's data: a read that cannot be recorded is not answered.
 */
@injectable()
export class AuditTrail {
  constructor(
    @inject(STAFF_AUDIT_LOG) private readonly log: StaffAuditLog,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  record(staff: StaffMember, action: StaffAction, target: AuditTarget = {}): Promise<void> {
    return this.log.append({
      staff,
      action,
      tenantId: target.tenantId ?? null,
      accountId: target.accountId ?? null,
      subject: target.subject ?? null,
      reason: target.reason ?? null,
      at: this.clock.now(),
    });
  }
}

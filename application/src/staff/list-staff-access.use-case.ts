import { isPersonFacingAction, PERSON_FACING_ACTIONS, STAFF_ROLE_LABELS } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { STAFF_AUDIT_LOG, type StaffAuditLog } from '../ports/staff-audit-log.port';
import type { Requester } from '../shared/requester';

/** One time staff looked at the person's account, as the person is shown it. */
export interface StaffAccessView {
  readonly at: Date;
  readonly description: string;
  readonly staffRole: string;
  readonly reason: string | null;
}

/**
 * What a person sees on /account/settings of staff looking at their account (ADR 0022): when,
 * what in their words, the staff role and the reason given; never the staff member's name or
 * e-mail, nor searches that merely listed them.
 */
@injectable()
export class ListStaffAccess {
  constructor(@inject(STAFF_AUDIT_LOG) private readonly log: StaffAuditLog) {}

  async execute(requester: Requester): Promise<StaffAccessView[]> {
    const entries = await this.log.listForAccount(requester.tenantId, requester.accountId);
    return entries.flatMap((entry) =>
      isPersonFacingAction(entry.action)
        ? [
            {
              at: entry.at,
              description: PERSON_FACING_ACTIONS[entry.action],
              staffRole: STAFF_ROLE_LABELS[entry.staff.role],
              reason: entry.reason,
            },
          ]
        : [],
    );
  }
}

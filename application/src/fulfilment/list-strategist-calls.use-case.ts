import { inject, injectable } from 'inversify';
import type { ListPage, ListPageRequest } from '../ports/paging';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  STRATEGIST_CALLS,
  type StrategistCallFilter,
  type StrategistCallRecord,
  type StrategistCalls,
} from '../ports/strategist-calls.port';
import type { Requester } from '../shared/requester';
import { AuditTrail } from '../staff/audit-trail.service';

/**
 * The strategist-call queue, documents overdue first, paged on the server; each staff read is
 * audited. The person reads their own calls.
 */
@injectable()
export class ListStrategistCalls {
  constructor(
    @inject(STRATEGIST_CALLS) private readonly calls: StrategistCalls,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: StrategistCallFilter & ListPageRequest,
  ): Promise<ListPage<StrategistCallRecord>> {
    const { page, perPage, ...filter } = input;
    await this.audit.record(staff, 'strategist_call.list', {
      subject: filter.status ? `status=${filter.status}` : null,
    });
    return this.calls.search(filter, { page, perPage });
  }

  /** One call, with the person's name and e-mail: recorded as a read of their data. */
  async one(staff: StaffMember, id: string): Promise<StrategistCallRecord | null> {
    const call = await this.calls.find(id);
    if (!call) return null;
    await this.audit.record(staff, 'strategist_call.view', {
      tenantId: call.tenantId,
      accountId: call.accountId,
      subject: id,
    });
    return call;
  }

  /** The signed-in person's own calls, newest first. */
  mine(requester: Requester): Promise<StrategistCallRecord[]> {
    return this.calls.listForAccount(requester.tenantId, requester.accountId);
  }
}

import { inject, injectable } from 'inversify';
import type { ListPage, ListPageRequest } from '../ports/paging';
import type { StaffMember } from '../ports/staff-sessions.port';
import {
  STRATEGIST_CALLS,
  type StrategistCallFilter,
  type StrategistCallRecord,
  type StrategistCalls,
} from '../ports/strategist-calls.port';
import { AuditTrail } from '../staff/audit-trail.service';

/** The strategist-call queue, documents overdue first, paged on the server; each read is audited. */
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
}

import { inject, injectable } from 'inversify';
import {
  ANALYTICS_EVENTS,
  type AnalyticsEventFilter,
  type AnalyticsEvents,
  type KeptAnalyticsEvent,
} from '../ports/analytics-events.port';
import type { ListPage, ListPageRequest } from '../ports/paging';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';
import { analyticsAuditSubject } from './analytics-audit-subject';

/**
 * Staff read the analytics events (ADR 0028), newest first, by name and time, a page at a time.
 * Each read is audited: an event names an account by its id.
 */
@injectable()
export class ListAnalyticsEvents {
  constructor(
    @inject(ANALYTICS_EVENTS) private readonly events: AnalyticsEvents,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    input: AnalyticsEventFilter & ListPageRequest,
  ): Promise<ListPage<KeptAnalyticsEvent>> {
    const { page, perPage, ...filter } = input;
    await this.audit.record(staff, 'analytics.list', { subject: analyticsAuditSubject(filter) });
    return this.events.list(filter, { page, perPage });
  }
}

import { inject, injectable } from 'inversify';
import {
  ANALYTICS_EVENTS,
  type AnalyticsEventFilter,
  type AnalyticsEvents,
  type KeptAnalyticsEvent,
} from '../ports/analytics-events.port';
import type { StaffMember } from '../ports/staff-sessions.port';
import { AuditTrail } from '../staff/audit-trail.service';
import { analyticsAuditSubject } from './analytics-audit-subject';

/** The most rows one export holds; a longer one is narrowed by its dates. */
export const ANALYTICS_EXPORT_LIMIT = 50_000;

/**
 * Staff export the analytics events (ADR 0028) the filter selects, newest first, up to the export
 * limit, for a CSV file. Audited: an event names an account by its id.
 */
@injectable()
export class ExportAnalyticsEvents {
  constructor(
    @inject(ANALYTICS_EVENTS) private readonly events: AnalyticsEvents,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(
    staff: StaffMember,
    filter: AnalyticsEventFilter,
  ): Promise<readonly KeptAnalyticsEvent[]> {
    await this.audit.record(staff, 'analytics.export', { subject: analyticsAuditSubject(filter) });
    return (await this.events.list(filter, { page: 1, perPage: ANALYTICS_EXPORT_LIMIT })).items;
  }
}

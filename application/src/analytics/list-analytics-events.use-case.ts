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

/** The most rows one export holds; a longer one is narrowed by its dates. */
export const ANALYTICS_EXPORT_LIMIT = 50_000;

/**
 * Staff read the analytics events (ADR 0028), newest first, by name and time, a page at a time or
 * as one export. Each read is audited: an event names an account by its id.
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
    await this.audit.record(staff, 'analytics.list', { subject: subjectOf(filter) });
    return this.events.list(filter, { page, perPage });
  }

  /** Every event the filter selects, up to the export limit, for a CSV file. */
  async export(
    staff: StaffMember,
    filter: AnalyticsEventFilter,
  ): Promise<readonly KeptAnalyticsEvent[]> {
    await this.audit.record(staff, 'analytics.export', { subject: subjectOf(filter) });
    return (await this.events.list(filter, { page: 1, perPage: ANALYTICS_EXPORT_LIMIT })).items;
  }
}

const subjectOf = ({ name, tenantId, from, to }: AnalyticsEventFilter): string =>
  [
    name && `name=${name}`,
    tenantId && `tenant=${tenantId}`,
    from && `from=${from.toISOString()}`,
    to && `to=${to.toISOString()}`,
  ]
    .filter(Boolean)
    .join(' ') || 'all';

import type { AnalyticsEventFilter } from '../ports/analytics-events.port';

/** What an audited read of the analytics events selected: its name, tenant and times, or all. */
export const analyticsAuditSubject = ({ name, tenantId, from, to }: AnalyticsEventFilter): string =>
  [
    name && `name=${name}`,
    tenantId && `tenant=${tenantId}`,
    from && `from=${from.toISOString()}`,
    to && `to=${to.toISOString()}`,
  ]
    .filter(Boolean)
    .join(' ') || 'all';

import type {
  AnalyticsEvent,
  AnalyticsEventFilter,
  AnalyticsEvents,
  AnalyticsOptOuts,
  KeptAnalyticsEvent,
} from '../ports/analytics-events.port';
import type { ListPage, ListPageRequest } from '../ports/paging';

/** The analytics log in memory, for use-case tests; the same contract as the table. */
export class InMemoryAnalyticsEvents implements AnalyticsEvents {
  readonly kept: KeptAnalyticsEvent[] = [];
  private nextId = 1;

  async record(event: AnalyticsEvent): Promise<void> {
    this.kept.push({ ...event, id: `event-${this.nextId++}` });
  }

  async list(
    filter: AnalyticsEventFilter,
    { page, perPage }: ListPageRequest,
  ): Promise<ListPage<KeptAnalyticsEvent>> {
    const selected = this.kept
      .filter(
        (event) =>
          (filter.name === undefined || event.name === filter.name) &&
          (filter.tenantId === undefined || event.tenantId === filter.tenantId) &&
          (filter.from === undefined || event.occurredAt >= filter.from) &&
          (filter.to === undefined || event.occurredAt < filter.to),
      )
      .map((event, order) => ({ event, order }))
      .sort(
        (a, b) => b.event.occurredAt.getTime() - a.event.occurredAt.getTime() || b.order - a.order,
      )
      .map(({ event }) => event);
    return {
      items: selected.slice((page - 1) * perPage, page * perPage),
      total: selected.length,
    };
  }
}

/** The accounts' do-not-sell choices in memory. */
export class InMemoryAnalyticsOptOuts implements AnalyticsOptOuts {
  readonly optedOut = new Set<string>();

  async isOptedOut(tenantId: string, accountId: string): Promise<boolean> {
    return this.optedOut.has(`${tenantId}:${accountId}`);
  }

  async set(tenantId: string, accountId: string, optedOut: boolean): Promise<void> {
    if (optedOut) this.optedOut.add(`${tenantId}:${accountId}`);
    else this.optedOut.delete(`${tenantId}:${accountId}`);
  }
}

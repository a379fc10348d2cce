import type { AnalyticsEventName, AnalyticsProperties, ExtraTrackingData } from '@bequest/domain';
import type { ListPage, ListPageRequest } from './paging';

/**
 * Who did it: the account's id when signed in, else the browser's random anonymous id; never an
 * e-mail, name or birth date (ADR 0028).
 */
export type AnalyticsPerson =
  | { readonly accountId: string; readonly anonymousId?: string | null }
  | { readonly accountId?: null; readonly anonymousId: string };

/**
 * Where the event came from, from the call's headers (platform-core.md 7): the web version, the
 * locale (Accept-Language) and the Extra-Tracking-Data, its personal parts left out; and the
 * browser's A/B group.
 */
export interface AnalyticsContext extends ExtraTrackingData {
  readonly webVersion?: string;
  readonly locale?: string;
  /** The home page's A/B group of the browser (the ab-test-group cookie, `a` or `b`). */
  readonly abTestGroup?: string;
}

/** One product-analytics event. */
export interface AnalyticsEvent {
  readonly name: AnalyticsEventName;
  readonly tenantId: string;
  readonly accountId: string | null;
  readonly anonymousId: string | null;
  readonly properties: AnalyticsProperties;
  readonly context: AnalyticsContext;
  readonly occurredAt: Date;
}

/** An event as kept, with its id. */
export interface KeptAnalyticsEvent extends AnalyticsEvent {
  readonly id: string;
}

/** Which events staff read: by name, from a time (inclusive) to a time (exclusive), by tenant. */
export interface AnalyticsEventFilter {
  readonly name?: AnalyticsEventName;
  readonly tenantId?: string;
  readonly from?: Date;
  readonly to?: Date;
}

/** The product-analytics log, kept in PostgreSQL by default. */
export interface AnalyticsEvents {
  record(event: AnalyticsEvent): Promise<void>;
  /** Newest first, a page at a time. */
  list(filter: AnalyticsEventFilter, page: ListPageRequest): Promise<ListPage<KeptAnalyticsEvent>>;
}
export const ANALYTICS_EVENTS: symbol = Symbol.for('AnalyticsEvents');

/**
 * A product-analytics service the events are also sent to (PostHog when configured); sending is
 * best effort and never fails the act it describes.
 */
export interface ProductAnalyticsService {
  capture(event: AnalyticsEvent): Promise<void>;
}
export const PRODUCT_ANALYTICS_SERVICE: symbol = Symbol.for('ProductAnalyticsService');

/** No service configured: nothing leaves. */
export const NO_PRODUCT_ANALYTICS_SERVICE: ProductAnalyticsService = {
  capture: async () => undefined,
};

/** The do-not-sell page's choice kept on an account (ADR 0028). */
export interface AnalyticsOptOuts {
  isOptedOut(tenantId: string, accountId: string): Promise<boolean>;
  set(tenantId: string, accountId: string, optedOut: boolean, at: Date): Promise<void>;
}
export const ANALYTICS_OPT_OUTS: symbol = Symbol.for('AnalyticsOptOuts');

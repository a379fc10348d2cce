import {
  analyticsAllowed,
  trackingWithoutPersonalData,
  withoutPersonalData,
  type AnalyticsEventName,
  type AnalyticsProperties,
} from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { configurationOf } from '../accounts/tenant-configurations';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_OPT_OUTS,
  PRODUCT_ANALYTICS_SERVICE,
  type AnalyticsContext,
  type AnalyticsEvent,
  type AnalyticsEvents,
  type AnalyticsOptOuts,
  type AnalyticsPerson,
  type ProductAnalyticsService,
} from '../ports/analytics-events.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  TENANT_CONFIGURATION_REPOSITORY,
  type TenantConfigurationRepository,
} from '../ports/tenant-configuration-repository.port';

/** What the browser said about tracking, from its headers and the do-not-sell cookie. */
export interface BrowserPrivacy {
  readonly doNotTrack: boolean;
  readonly globalPrivacyControl: boolean;
  /** The do-not-sell page's choice kept in this browser's cookie. */
  readonly optedOut: boolean;
}

/** An act to record, as the API or the web reports it. */
export interface AnalyticsAct {
  readonly name: AnalyticsEventName;
  readonly tenantId: string;
  readonly person: AnalyticsPerson;
  readonly properties?: AnalyticsProperties;
  readonly context?: AnalyticsContext;
  readonly privacy: BrowserPrivacy;
  /**
   * The act created the person's account: the tenant's account-creation marketing event
   * (`email.accountCreationMarketingEvent`, ADR 0030) is kept with it.
   */
  readonly createsAccount?: boolean;
}

/**
 * Records product-analytics events (issue 31, ADR 0028): in the table, and with the configured
 * product-analytics service. Nothing is recorded when the browser sends Do Not Track or Global
 * Privacy Control, when the browser or the account chose "do not sell or share", or on a tenant
 * whose analytics and experiment toggle is off. The person is their id only: properties and
 * context lose whatever could name them.
 *
 * An act the server sees is recorded in two parts (ADR 0028): `keep` writes the row inside the
 * act's own transaction, so an act that fails keeps no event and a kept act always has its
 * event; `send` tells the product-analytics service once that transaction has committed, so the
 * service never hears of an act that was rolled back.
 */
@injectable()
export class AnalyticsRecorder {
  constructor(
    @inject(ANALYTICS_EVENTS) private readonly events: AnalyticsEvents,
    @inject(ANALYTICS_OPT_OUTS) private readonly optOuts: AnalyticsOptOuts,
    @inject(PRODUCT_ANALYTICS_SERVICE) private readonly service: ProductAnalyticsService,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Writes the event's row, in whatever transaction surrounds the call, and the tenant's
   * account-creation marketing event beside it when the act created the account; the events
   * kept, none when the person's or the tenant's choices decline them. A failure to write throws,
   * so the surrounding act fails with it.
   */
  async keep(act: AnalyticsAct): Promise<readonly AnalyticsEvent[]> {
    if (!analyticsAllowed(act.privacy)) return [];
    const accountId = act.person.accountId ?? null;
    const [configuration, accountOptedOut] = await Promise.all([
      configurationOf(this.configurations, act.tenantId),
      accountId ? this.optOuts.isOptedOut(act.tenantId, accountId) : Promise.resolve(false),
    ]);
    if (!configuration.analyticsAndExperiments || accountOptedOut) return [];
    const { webVersion, locale, abTestGroup, ...tracking } = act.context ?? {};
    const event: AnalyticsEvent = {
      name: act.name,
      tenantId: act.tenantId,
      accountId,
      anonymousId: act.person.anonymousId ?? null,
      properties: withoutPersonalData(act.properties ?? {}),
      context: {
        ...(webVersion !== undefined && { webVersion }),
        ...(locale !== undefined && { locale }),
        ...(abTestGroup !== undefined && { abTestGroup }),
        ...trackingWithoutPersonalData(tracking),
      },
      occurredAt: this.clock.now(),
    };
    const marketing = configuration.email.accountCreationMarketingEvent;
    const events: AnalyticsEvent[] =
      act.createsAccount && marketing !== null
        ? [event, { ...event, name: marketing, properties: { via: act.name } }]
        : [event];
    for (const kept of events) await this.events.record(kept);
    return events;
  }

  /** Tells the product-analytics service of kept events; best effort, never throws. */
  async send(events: readonly AnalyticsEvent[]): Promise<void> {
    for (const event of events) await this.service.capture(event).catch(() => undefined);
  }
}

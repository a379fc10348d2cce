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
}

export type AnalyticsOutcome = 'recorded' | 'declined';

/**
 * Records a product-analytics event (issue 31, ADR 0028): in the table, and with the configured
 * product-analytics service. Nothing is recorded when the browser sends Do Not Track or Global
 * Privacy Control, when the browser or the account chose "do not sell or share", or on a tenant
 * whose analytics and experiment toggle is off. The person is their id only: properties and
 * context lose whatever could name them. Recording never fails the act it describes.
 */
@injectable()
export class RecordAnalyticsEvent {
  constructor(
    @inject(ANALYTICS_EVENTS) private readonly events: AnalyticsEvents,
    @inject(ANALYTICS_OPT_OUTS) private readonly optOuts: AnalyticsOptOuts,
    @inject(PRODUCT_ANALYTICS_SERVICE) private readonly service: ProductAnalyticsService,
    @inject(TENANT_CONFIGURATION_REPOSITORY)
    private readonly configurations: TenantConfigurationRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(act: AnalyticsAct): Promise<AnalyticsOutcome> {
    if (!analyticsAllowed(act.privacy)) return 'declined';
    const accountId = act.person.accountId ?? null;
    const [configuration, accountOptedOut] = await Promise.all([
      configurationOf(this.configurations, act.tenantId),
      accountId ? this.optOuts.isOptedOut(act.tenantId, accountId) : Promise.resolve(false),
    ]);
    if (!configuration.analyticsAndExperiments || accountOptedOut) return 'declined';
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
    await this.events.record(event);
    await this.service.capture(event).catch(() => undefined);
    return 'recorded';
  }
}

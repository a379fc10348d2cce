import {
  NO_PRODUCT_ANALYTICS_SERVICE,
  type AnalyticsEvent,
  type ProductAnalyticsService,
} from '@bequest/application';
import { PostHog } from 'posthog-node';

/**
 * Events sent to PostHog through its official Node SDK (ADR 0028). The person is their account
 * id, or `anonymous:{id}` for a browser without an account; the properties and context are the
 * ones already kept in PostgreSQL, which hold no e-mail, name or birth date. GeoIP is off: the
 * server's own address would otherwise place every person where it runs.
 */
export class PostHogProductAnalytics implements ProductAnalyticsService {
  private readonly client: PostHog;

  constructor(settings: { readonly apiKey: string; readonly host: string }) {
    this.client = new PostHog(settings.apiKey, {
      host: settings.host,
      flushAt: 1,
      flushInterval: 0,
      disableGeoip: true,
    });
  }

  /** Queues the event; the SDK sends it at once in the background, and retries. */
  async capture(event: AnalyticsEvent): Promise<void> {
    this.client.capture({
      distinctId: event.accountId ?? `anonymous:${event.anonymousId ?? 'unknown'}`,
      event: event.name,
      timestamp: event.occurredAt,
      disableGeoip: true,
      properties: {
        ...event.properties,
        ...Object.fromEntries(
          Object.entries(event.context).map(([key, value]) => [`context_${key}`, value]),
        ),
        tenant: event.tenantId,
        // Anonymous browsers make no person profile at PostHog.
        ...(event.accountId === null && { $process_person_profile: false }),
      },
    });
  }

  /** Sends what is still queued and waits for it; the API calls it as it stops. */
  shutdown(): Promise<void> {
    return this.client.shutdown();
  }
}

/**
 * The product-analytics service of the environment: PostHog when POSTHOG_API_KEY and
 * POSTHOG_HOST are both set, else none (events stay in PostgreSQL only).
 */
export const productAnalyticsFromEnv = (
  env: NodeJS.ProcessEnv,
): ProductAnalyticsService & { shutdown?: () => Promise<void> } =>
  env.POSTHOG_API_KEY && env.POSTHOG_HOST
    ? new PostHogProductAnalytics({ apiKey: env.POSTHOG_API_KEY, host: env.POSTHOG_HOST })
    : NO_PRODUCT_ANALYTICS_SERVICE;

import { z } from 'zod';
import {
  ANALYTICS_EVENT_NAMES,
  WEB_ANALYTICS_EVENT_NAMES,
  type AnalyticsEventName,
  type WebAnalyticsEventName,
} from './analytics-events';
import type { ExtraTrackingData } from './analytics-privacy';

// The analytics schemas, apart from the lists and rules, which the web app's first load reads
// without zod (issue 21).

export const AnalyticsEventNameSchema = z.enum(
  ANALYTICS_EVENT_NAMES as [AnalyticsEventName, ...AnalyticsEventName[]],
);
export const WebAnalyticsEventNameSchema = z.enum(
  WEB_ANALYTICS_EVENT_NAMES as unknown as [WebAnalyticsEventName, ...WebAnalyticsEventName[]],
);

/** A property's value: short text, a number or a yes/no. */
export const AnalyticsPropertyValueSchema = z.union([
  z.string().max(300),
  z.number().finite(),
  z.boolean(),
]);

/** An event's properties: at most 20, named in camelCase or snake_case. */
export const AnalyticsPropertiesSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), AnalyticsPropertyValueSchema)
  .refine((properties) => Object.keys(properties).length <= 20, {
    message: 'at most 20 properties',
  });

/** The Extra-Tracking-Data header's JSON (platform-core.md 7). */
export const ExtraTrackingDataSchema = z.object({
  timeZone: z.string().max(64).optional(),
  deviceWidth: z.number().int().min(0).max(100_000).optional(),
  deviceHeight: z.number().int().min(0).max(100_000).optional(),
  path: z.string().max(500).optional(),
  hash: z.string().max(500).optional(),
  query: z.record(z.string().max(100), z.string().max(500)).optional(),
}) satisfies z.ZodType<ExtraTrackingData>;

import {
  AnalyticsEventNameSchema,
  AnalyticsPropertiesSchema,
  ExtraTrackingDataSchema,
  WebAnalyticsEventNameSchema,
} from '@bequest/domain';
import { z } from 'zod';
import { route, type StaffAuth } from './route';
import { pageOf, PageQuerySchema } from './staff-views';

/**
 * An act only the browser sees (ADR 0028): its name from the web's list, the browser's random
 * anonymous id when nobody is signed in, and a few properties. An e-mail, name or birth date is
 * never kept, whatever is sent.
 */
export const WebAnalyticsEventBodySchema = z.object({
  name: WebAnalyticsEventNameSchema,
  anonymousId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Please send a random id of 8 to 64 letters, digits or dashes')
    .optional(),
  properties: AnalyticsPropertiesSchema.default({}),
});
export type WebAnalyticsEventBody = z.input<typeof WebAnalyticsEventBodySchema>;

/** The do-not-sell page's choice: this browser's, and the account's when signed in. */
export const AnalyticsOptOutSchema = z.object({ optedOut: z.boolean() });

const day = z.iso.date();

/** Which events staff read: by name, from a day to a day (UTC, both included). */
export const AnalyticsEventsFilterSchema = z.object({
  name: AnalyticsEventNameSchema.optional(),
  from: day.optional(),
  to: day.optional(),
});
export const AnalyticsEventsQuerySchema = PageQuerySchema.extend(AnalyticsEventsFilterSchema.shape);

/** An event as staff read it: the person by id only. */
export const AnalyticsEventViewSchema = z.object({
  id: z.string(),
  name: AnalyticsEventNameSchema,
  tenantId: z.string(),
  accountId: z.string().nullable(),
  anonymousId: z.string().nullable(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  context: ExtraTrackingDataSchema.extend({
    webVersion: z.string().optional(),
    locale: z.string().optional(),
    abTestGroup: z.string().optional(),
  }),
  occurredAt: z.iso.datetime(),
});
export type AnalyticsEventView = z.output<typeof AnalyticsEventViewSchema>;

const RATE_LIMITED = { status: 429, code: 'REQUEST.RATE_LIMITED' } as const;

/** Product analytics (issue 31, ADR 0028): the web's events and the do-not-sell choice. */
export const analyticsRoutes = {
  recordAnalyticsEvent: route({
    method: 'POST',
    path: '/analytics/events',
    summary:
      'Record an act only the browser sees (continue, edit, learn more, a partner page visited); nothing is kept under Do Not Track, Global Privacy Control or a do-not-sell choice',
    auth: 'public',
    body: WebAnalyticsEventBodySchema,
    example: {
      name: 'will_continue',
      anonymousId: '6f1c2a9e-4b7d-4e0a-9c3b-2d5e8f7a1b0c',
      properties: { document: 'WILL' },
    },
    response: z.undefined(),
    errors: [RATE_LIMITED],
  }),
  getAnalyticsOptOut: route({
    method: 'GET',
    path: '/analytics/opt-out',
    summary:
      "Whether this browser (or the signed-in person) chose not to be tracked on the do-not-sell page, or the browser's privacy signal says so",
    auth: 'public',
    response: AnalyticsOptOutSchema.extend({ browserSignal: z.boolean() }),
  }),
  setAnalyticsOptOut: route({
    method: 'PUT',
    path: '/analytics/opt-out',
    summary:
      "The do-not-sell page's choice: kept in this browser's cookie, and on the account when signed in",
    auth: 'public',
    body: AnalyticsOptOutSchema,
    response: AnalyticsOptOutSchema,
    errors: [RATE_LIMITED],
  }),
};

/** Who reads the events: administrators and partner managers (ADR 0028). */
const ANALYTICS: StaffAuth = { staff: ['admin', 'partner_manager'] };

export const analyticsStaffRoutes = {
  listAnalyticsEvents: route({
    method: 'GET',
    path: '/staff/analytics-events',
    summary: 'The product-analytics events, newest first, by name and days (audited)',
    auth: ANALYTICS,
    query: AnalyticsEventsQuerySchema,
    response: pageOf(AnalyticsEventViewSchema),
  }),
  exportAnalyticsEvents: route({
    method: 'GET',
    path: '/staff/analytics-events.csv',
    summary:
      'The product-analytics events the filter selects as a CSV file, newest first, at most 50,000 rows (audited)',
    auth: ANALYTICS,
    query: AnalyticsEventsFilterSchema,
    response: z.object({ fileName: z.string().nullable(), content: z.instanceof(Uint8Array) }),
    produces: 'csv',
  }),
};

import { z } from 'zod';

/** A visit recorded for attribution: source WEB plus tracking data (platform-core.md 3). */
export const TrafficRecordSchema = z.object({
  source: z.literal('WEB'),
  trackingData: z.record(z.string(), z.string()).default({}),
});
export type TrafficRecord = z.output<typeof TrafficRecordSchema>;

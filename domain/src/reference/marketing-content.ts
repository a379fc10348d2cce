import { z } from 'zod';
import {
  MARKETING_STAT_FIELD_NAMES,
  pickMarketingStats,
  type MarketingStat,
} from './marketing-stats';
import { PRESS_MENTIONS_FIELD, PressMentionSchema, pickPressMentions } from './press-mentions';

const figure = z
  .string()
  .trim()
  .min(1, 'Enter the figure as the home page shows it, e.g. 602K+')
  .max(12, 'Keep the figure to 12 characters, e.g. $6.2B');

/** The marketing stats fields the home page reads: its figures and its media mentions. */
export const MARKETING_CONTENT_FIELDS: readonly string[] = [
  ...MARKETING_STAT_FIELD_NAMES,
  PRESS_MENTIONS_FIELD,
];

/** How many mentions the home page's "As seen in" row shows at the most. */
export const MAX_PRESS_MENTIONS = 12;

/**
 * What staff publish on the home page (platform-core.md 2.5, issue 24): its three figures and the
 * media mentions, edited together in the staff console.
 */
export const MarketingContentSchema = z.object({
  figures: z.object({ willsCreated: figure, amountRaised: figure, partnerCount: figure }),
  pressMentions: z
    .array(PressMentionSchema)
    .max(MAX_PRESS_MENTIONS, `Show at most ${MAX_PRESS_MENTIONS} mentions`),
});
export type MarketingContent = z.output<typeof MarketingContentSchema>;

/** The content the stored stats publish: each figure or its default, and the valid mentions. */
export const marketingContentOf = (stats: readonly MarketingStat[]): MarketingContent => ({
  figures: pickMarketingStats(stats),
  pressMentions: pickPressMentions(stats),
});

/** The stats that publish the content, one per field, as the home page reads them. */
export const marketingStatsOf = ({ figures, pressMentions }: MarketingContent): MarketingStat[] => [
  { fieldName: 'WILLS_CREATED', fieldValues: figures.willsCreated },
  { fieldName: 'AMOUNT_RAISED', fieldValues: figures.amountRaised },
  { fieldName: 'PARTNER_COUNT', fieldValues: figures.partnerCount },
  { fieldName: PRESS_MENTIONS_FIELD, fieldValues: pressMentions },
];

import { z } from 'zod';

/** Field names of the marketing stats call (platform-core.md 3 "Marketing stats"). */
export const MARKETING_STAT_FIELD_NAMES = [
  'AMOUNT_RAISED',
  'PARTNER_COUNT',
  'WILLS_CREATED',
] as const;
export type MarketingStatFieldName = (typeof MARKETING_STAT_FIELD_NAMES)[number];

/** One entry of the marketing stats answer: {fieldName, fieldValues} (platform-core.md 3, 7). */
export const MarketingStatSchema = z.object({
  fieldName: z.string(),
  fieldValues: z.unknown(),
});
export type MarketingStat = z.infer<typeof MarketingStatSchema>;

export interface MarketingStats {
  readonly willsCreated: string;
  readonly amountRaised: string;
  readonly partnerCount: string;
}

/** Default stats shown until (or unless) the call answers (platform-core.md 9). */
export const DEFAULT_MARKETING_STATS: MarketingStats = {
  willsCreated: '602K+',
  amountRaised: '$6.2B',
  partnerCount: '900+',
};

const KEY_BY_FIELD = {
  AMOUNT_RAISED: 'amountRaised',
  PARTNER_COUNT: 'partnerCount',
  WILLS_CREATED: 'willsCreated',
} as const satisfies Record<MarketingStatFieldName, keyof MarketingStats>;

// "Only string values used": a string, or the first element of a list when it is a string.
const stringValue = (fieldValues: unknown): string | null => {
  const value = Array.isArray(fieldValues) ? (fieldValues as unknown[])[0] : fieldValues;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * The stats to show: each known field's string value from the answer, else its default
 * (platform-core.md 7 "Marketing stats", 9 "Default stats").
 */
export const pickMarketingStats = (
  stats:
    readonly { readonly fieldName: string; readonly fieldValues: unknown }[] | null | undefined,
): MarketingStats => {
  const picked: { -readonly [K in keyof MarketingStats]: string } = { ...DEFAULT_MARKETING_STATS };
  for (const stat of stats ?? []) {
    if (!Object.hasOwn(KEY_BY_FIELD, stat.fieldName)) continue;
    const value = stringValue(stat.fieldValues);
    if (value !== null) picked[KEY_BY_FIELD[stat.fieldName as MarketingStatFieldName]] = value;
  }
  return picked;
};

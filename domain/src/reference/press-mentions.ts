import { z } from 'zod';

/**
 * The marketing-stats field that holds the home page's media mentions (platform-core.md 2.5, "as
 * seen in"): a list staff publish, like the figures, in the marketing_stat store. None are seeded:
 * the section shows only real mentions.
 */
export const PRESS_MENTIONS_FIELD = 'PRESS_MENTIONS';

const webAddress = z
  .string()
  .regex(/^(https:\/\/|\/(?!\/))/, 'Use an https address or a path on this site');

/** One mention: the outlet, its logo and the article. */
export const PressMentionSchema = z.object({
  outlet: z.string().trim().min(1).max(100),
  logoUrl: webAddress,
  articleUrl: webAddress,
});
export type PressMention = z.infer<typeof PressMentionSchema>;

/** The published mentions in the marketing stats answer; an entry that is not one is left out. */
export const pickPressMentions = (
  stats:
    readonly { readonly fieldName: string; readonly fieldValues: unknown }[] | null | undefined,
): PressMention[] => {
  const values = stats?.find((stat) => stat.fieldName === PRESS_MENTIONS_FIELD)?.fieldValues;
  if (!Array.isArray(values)) return [];
  return values.flatMap((value: unknown) => {
    const mention = PressMentionSchema.safeParse(value);
    return mention.success ? [mention.data] : [];
  });
};

import { z } from 'zod';

/** A share of a gift as typed: who (a person or a charity) and what percentage (documents.md 4.3, giving 5.3). */
export const SHARE_MESSAGES = {
  name: 'Please enter who receives this share',
  charity: 'Please enter the charity’s name',
  percent: 'Please enter a percentage greater than 0 and at most 100',
} as const;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The fields of one share, at one of `levels`. */
export const shareFields = <Level extends string>(levels: readonly [Level, ...Level[]]) => ({
  level: z.enum(levels),
  kind: z.enum(['person', 'charity']),
  name: z.string().trim().max(200),
  /** The nonprofit chosen from the search; null for a name typed that it does not know. */
  charitableGiftId: z.string().nullable(),
  percent: z.string().trim(),
});

/** A share names its recipient and takes more than 0% and at most 100%, in hundredths. */
export const checkShare = (
  share: { readonly kind: 'person' | 'charity'; readonly name: string; readonly percent: string },
  context: z.RefinementCtx,
) => {
  if (share.name === '')
    context.addIssue({
      code: 'custom',
      path: ['name'],
      message: share.kind === 'charity' ? SHARE_MESSAGES.charity : SHARE_MESSAGES.name,
    });
  const percent = Number(share.percent);
  if (!PERCENT.test(share.percent) || percent <= 0 || percent > 100)
    context.addIssue({ code: 'custom', path: ['percent'], message: SHARE_MESSAGES.percent });
};

/** The sum of a level's typed percentages, in whole hundredths so 33.33 × 2 + 33.34 is 100. */
export const typedLevelTotal = <Level extends string>(
  shares: readonly { readonly level: Level; readonly percent: string }[],
  level: Level,
): number =>
  shares
    .filter((share) => share.level === level)
    .reduce((sum, share) => sum + Math.round((Number(share.percent) || 0) * 100), 0) / 100;

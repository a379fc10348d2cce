import { z } from 'zod';
import { listing } from '../reference/listing';

/** One portion of a specific gift: a share of the thing, to one person or charity. */
export const GiftPortionSchema = z.object({
  recipientName: z.string().trim().min(1).max(200),
  charitableGiftId: z.string().nullish().default(null),
  percent: z.number().positive().max(100),
});
export type GiftPortion = z.output<typeof GiftPortionSchema>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'gift';

/**
 * A gift of one thing (documents.md 2.1 /gifts/specific-gifts/:propertyId/portions/:portion):
 * the property, described so anyone could pick it out, in one or more portions. A gift saved as
 * one recipient's reads as a single whole portion.
 */
export const SpecificGiftSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const gift = value as Record<string, unknown>;
    return {
      ...gift,
      propertyId: gift.propertyId ?? slug(String(gift.description ?? '')),
      portions: gift.portions ?? [{ recipientName: gift.recipientName, percent: 100 }],
    };
  },
  z.object({
    propertyId: z.string().min(1).max(100),
    description: z.string().trim().min(1).max(500),
    portions: z.array(GiftPortionSchema).min(1).max(10),
    /** Who receives a recipient's portion when that recipient does not survive (issue 18). */
    backupRecipientName: z.string().trim().max(200).nullish().default(null),
  }),
);
export type SpecificGift = z.output<typeof SpecificGiftSchema>;

/** Who receives a gift, as the document says it: "to A", or "in shares: 60% to A and 40% to B". */
export const giftRecipientsText = (gift: SpecificGift): string =>
  gift.portions.length === 1
    ? `to ${gift.portions[0]!.recipientName}`
    : `in shares: ${listing(gift.portions.map((portion) => `${portion.percent}% to ${portion.recipientName}`))}`;

/** How a document says a recipient is gone: a will at the testator's death, a trust when it pays. */
export interface GiftLapse {
  /** "does not survive me". */
  readonly gone: string;
  /** "does not survive me either". */
  readonly goneToo: string;
  /** Where a lapsed gift goes: "my residuary estate". */
  readonly residue: string;
}

export const WILL_GIFT_LAPSE: GiftLapse = {
  gone: 'does not survive me',
  goneToo: 'does not survive me either',
  residue: 'my residuary estate',
};

export const TRUST_GIFT_LAPSE: GiftLapse = {
  gone: 'is not living when it is distributed',
  goneToo: 'is not living then either',
  residue: 'the remaining trust property',
};

/**
 * What happens to a portion whose recipient is gone, as the document says it (issue 18): to the
 * backup the person named, else into the residue or the remaining trust property.
 */
export const giftLapseText = (gift: SpecificGift, lapse: GiftLapse): string => {
  const [only] = gift.portions;
  const who =
    gift.portions.length === 1 && only
      ? `If ${only.recipientName} ${lapse.gone}, this gift`
      : `If a recipient ${lapse.gone}, that recipient’s share of this gift`;
  const backup = gift.backupRecipientName;
  return backup
    ? `${who} passes to ${backup}, or if ${backup} ${lapse.goneToo}, it becomes part of ${lapse.residue}.`
    : `${who} becomes part of ${lapse.residue}.`;
};

import { GIFT_STATUSES } from '@bequest/domain';
import { z } from 'zod';

const text = z.string();

/** The charity a gift is made payable to, as the IRS master file names it. */
export const GiftRecipientViewSchema = z.object({
  ein: text,
  legalName: text,
  address: z.object({ street: text, city: text, state: text, postalCode: text }),
});

/** A donor's US address, as the gift letters print it. */
export const DonorAddressViewSchema = z.object({
  line1: text,
  line2: text,
  city: text,
  state: text,
  postalCode: text,
});

/** A firm picked from a list, or "Other" with the name the donor typed. */
export const ListedFirmViewSchema = z.object({ firm: text, otherName: text.optional() });

export const GiftStatusSchema = z.enum(GIFT_STATUSES);

/** An account number as it is read: its last four characters only. */
export const MaskedNumberSchema = text.startsWith('••••');

/** A gift's id in a path. */
export const GiftIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A gift letter's file link: `download=true` saves it; without, it is shown inline. */
export const GiftFileQuerySchema = z.object({ download: z.enum(['true']).optional() });

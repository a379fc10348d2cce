import { z } from 'zod';
import { einOf } from '../nonprofit-directory/ein';
import type { GiftRecipient } from './gift-parties';
import { GIFT_STATUSES, type GiftStatus } from './gift-status';

/** The kinds of gift a person makes here, as the profile's lists name them (giving 3.5). */
export const GIFT_KINDS = ['stock_gift', 'qcd', 'daf'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];

const GiftLineSchema = z.object({
  kind: z.enum(GIFT_KINDS),
  id: z.string(),
  status: z.enum(GIFT_STATUSES),
  updatedAt: z.string(),
});

/**
 * One nonprofit's gift program on a person's profile (giving 4.9, ADR 0019): the nonprofit by its
 * EIN and legal name, each gift made to it (kind, id, state, last change; oldest first), and the
 * state and time of the gift that changed last.
 */
export const GiftProgramDetailSchema = z.object({
  ein: z.string(),
  legalName: z.string(),
  gifts: z.array(GiftLineSchema),
  latestStatus: z.enum(GIFT_STATUSES),
  latestAt: z.string(),
});
export type GiftProgramDetail = z.output<typeof GiftProgramDetailSchema>;

/** A gift as the program details record it. */
export interface GiftForProgram {
  readonly kind: GiftKind;
  readonly id: string;
  readonly status: GiftStatus;
  readonly recipient: Pick<GiftRecipient, 'ein' | 'legalName'>;
}

const sameEin = (a: string, b: string) => einOf(a) !== null && einOf(a) === einOf(b);

/**
 * The profile's gift program details once `gift` changed at `at`: its line replaced or added on
 * its nonprofit's entry (a new entry for a nonprofit given to for the first time), whose latest
 * state and time become the gift's. Entries that are not a nonprofit's gift program are kept as
 * they are.
 */
export const withGiftInProgram = (
  details: readonly Record<string, unknown>[],
  gift: GiftForProgram,
  at: Date,
): Record<string, unknown>[] => {
  const line = { kind: gift.kind, id: gift.id, status: gift.status, updatedAt: at.toISOString() };
  const updated = (entry: GiftProgramDetail): GiftProgramDetail => ({
    ...entry,
    legalName: gift.recipient.legalName,
    gifts: entry.gifts.some((kept) => kept.kind === gift.kind && kept.id === gift.id)
      ? entry.gifts.map((kept) => (kept.kind === gift.kind && kept.id === gift.id ? line : kept))
      : [...entry.gifts, line],
    latestStatus: gift.status,
    latestAt: line.updatedAt,
  });
  const ours = (entry: Record<string, unknown>) => {
    const read = GiftProgramDetailSchema.safeParse(entry);
    return read.success && sameEin(read.data.ein, gift.recipient.ein) ? read.data : null;
  };
  if (details.some((entry) => ours(entry)))
    return details.map((entry) => {
      const program = ours(entry);
      return program ? updated(program) : entry;
    });
  const first: GiftProgramDetail = {
    ein: gift.recipient.ein,
    legalName: gift.recipient.legalName,
    gifts: [],
    latestStatus: gift.status,
    latestAt: line.updatedAt,
  };
  return [...details, updated(first)];
};

import type { StockGiftView } from '@bequest/sdk/app';

/** The donor's steps of a gift of securities once it has started (giving 2.5 /sg/a/...). */
export const GIFT_STEPS = {
  donation: 'donation',
  brokerage: 'brokerage',
  review: 'review',
  sign: 'sign',
  summary: 'download/gift-summary',
} as const;
export type GiftStep = keyof typeof GIFT_STEPS;

/** Where a started gift's step is: `/sg/a/{id}/donation`. */
export const giftStepPath = (id: string, step: GiftStep) =>
  `/sg/a/${encodeURIComponent(id)}/${GIFT_STEPS[step]}`;

/** The personal step, before the gift exists: by the nonprofit's EIN. */
export const personalPath = (ein: string) => `/sg/a/${encodeURIComponent(ein)}/personal`;

/** The nonprofit's confirmation that the shares arrived, reached by its e-mailed key. */
export const receiptPath = (id: string) => `/sg/n/${encodeURIComponent(id)}/receipt`;

/** Where the donor picks up a gift: the first step it lacks, the review, or its summary. */
export const resumePath = (gift: StockGiftView): string => {
  if (gift.status !== 'DRAFT') return giftStepPath(gift.id, 'summary');
  if (!gift.donation) return giftStepPath(gift.id, 'donation');
  if (!gift.brokerage || (gift.donation.transferMethod === 'FINANCIAL_ADVISOR' && !gift.advisor))
    return giftStepPath(gift.id, 'brokerage');
  return giftStepPath(gift.id, 'review');
};

/**
 * A gift's letter as a file link, which cannot send headers: a guest's key rides in the query
 * (ADR 0019); a signed-in donor's session goes with the cookie.
 */
export const letterHref = (
  id: string,
  letter: 'authorization' | 'acknowledgement',
  key: string | null,
) =>
  `/stock-gift/${encodeURIComponent(id)}${letter === 'authorization' ? '.pdf' : '/tax-acknowledgement.pdf'}?download=true${key ? `&key=${encodeURIComponent(key)}` : ''}`;

/** How the letters and the summary name each step's place among all of them. */
export const STEP_COUNT = 6;
